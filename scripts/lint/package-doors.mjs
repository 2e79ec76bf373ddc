// ESLint rule: a workspace package is entered only through a door its package.json `exports` names.
// `@bourse/terminal/src/domain/x` or a relative path climbing into another package's folder would
// tie the importer to files the owner is free to move, so both fail the lint.
import { readFileSync, readdirSync, existsSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../..');

/** The workspace's packages: folder, name and the subpaths their `exports` open. */
function readPackages() {
  const packages = [];
  for (const entry of readdirSync(root, { withFileTypes: true })) {
    const manifest = path.join(root, entry.name, 'package.json');
    if (!entry.isDirectory() || entry.name === 'node_modules' || !existsSync(manifest)) continue;
    const json = JSON.parse(readFileSync(manifest, 'utf8'));
    const doors = json.exports ? Object.keys(typeof json.exports === 'string' ? { '.': json.exports } : json.exports) : [];
    packages.push({ dir: path.join(root, entry.name), name: json.name, doors: doors.map((door) => door.replace(/^\.\/?/, '')) });
  }
  return packages;
}

const packages = readPackages();

function packageOf(file) {
  return packages.find((pkg) => file === pkg.dir || file.startsWith(pkg.dir + path.sep));
}

/** @type {import('eslint').Rule.RuleModule} */
export const packageDoors = {
  meta: {
    type: 'problem',
    docs: { description: 'import other workspace packages only through their package.json `exports`' },
    messages: {
      closedDoor: "'{{source}}': {{name}} exports only {{doors}}; import one of those instead of a file inside the package.",
      relativeIntoPackage: "'{{source}}' reaches into {{name}} by a relative path; import it as a package ({{doors}}).",
    },
    schema: [],
  },
  create(context) {
    const file = context.filename;
    const own = packageOf(file);
    function check(node, source) {
      if (typeof source !== 'string') return;
      if (source.startsWith('.')) {
        const target = packageOf(path.resolve(path.dirname(file), source));
        if (target && own && target !== own) report(node, source, target, 'relativeIntoPackage');
        return;
      }
      const target = packages.find((pkg) => source === pkg.name || source.startsWith(pkg.name + '/'));
      if (!target || target === own) return;
      const subpath = source.slice(target.name.length + 1);
      if (!target.doors.includes(subpath)) report(node, source, target, 'closedDoor');
    }
    function report(node, source, target, messageId) {
      const doors = target.doors.map((door) => (door ? `${target.name}/${door}` : target.name)).join(', ') || 'nothing';
      context.report({ node, messageId, data: { source, name: target.name, doors } });
    }
    return {
      ImportDeclaration: (node) => check(node.source, node.source.value),
      ExportNamedDeclaration: (node) => node.source && check(node.source, node.source.value),
      ExportAllDeclaration: (node) => check(node.source, node.source.value),
      ImportExpression: (node) => node.source.type === 'Literal' && check(node.source, node.source.value),
    };
  },
};
