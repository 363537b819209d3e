import { cruise } from 'dependency-cruiser';
import { FOLDER_PLACES, folderOf } from './folderCycles';
const pairs = process.argv.slice(2).map((a) => a.split('>'));
const result = await cruise(['src', 'scripts'], {
  doNotFollow: { path: 'node_modules' },
  tsPreCompilationDeps: true,
});
if (typeof result.output === 'string') throw new Error();
for (const m of result.output.modules) {
  const from = folderOf(m.source, FOLDER_PLACES);
  for (const d of m.dependencies) {
    if (d.coreModule || !d.followable || d.couldNotResolve) continue;
    const to = folderOf(d.resolved, FOLDER_PLACES);
    if (pairs.some(([a, b]) => a === from && b === to))
      console.log(`${from}>${to}: ${m.source} -> ${d.resolved}`);
  }
}
