// Lints every file of the workspace outside the projects' folders (tools/, bench/, root configs, any new folder):
// each project lints its own folder (`eslint .`), so together they cover the whole tree without a list of paths.
import { ESLint } from 'eslint';
import { repoRoot } from '../repo-root.cjs';
import { workspaceProjects } from './project-boundaries.mjs';

const eslint = new ESLint({ cwd: repoRoot, ignorePatterns: workspaceProjects().map((project) => `${project.dir}/**`) });
const results = await eslint.lintFiles(['.']);
const formatter = await eslint.loadFormatter('stylish');
process.stdout.write(await formatter.format(results));
if (results.some((result) => result.errorCount > 0)) process.exitCode = 1;
