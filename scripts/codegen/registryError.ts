/** A mistake in the registry, reported as one line: file:line: what is wrong. */
export class RegistryError extends Error {
  constructor(
    readonly file: string,
    readonly line: number,
    readonly reason: string,
  ) {
    super(`${file}:${line}: ${reason}`);
    this.name = 'RegistryError';
  }
}
