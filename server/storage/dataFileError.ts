/** The data file cannot be used as it is; the server refuses to start rather than touch it. */
export class DataFileError extends Error {
  constructor(message: string) {
    super(message);
    this.name = 'DataFileError';
  }
}
