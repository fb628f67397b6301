/**
 * The import rules ARCHITECTURE.md states, checked on the source itself (scripts/import-rules.test.ts).
 * Each file's imports and its calls to the network or IndexedDB are read from its syntax tree, so a
 * word in a comment or a string breaks nothing, and a rule broken in any way a reader would count
 * (an import, a dynamic import, a re-export, a call) is found.
 *
 * Tests and test harnesses (`*.test.*`, `testing/`) are left out: they may reach into anything.
 */
import { posix } from 'node:path';
import ts from 'typescript';

export interface Breach {
  file: string;
  rule: string;
  detail: string;
}

/** Globals only the data layer (and the service worker, the browser's own process) may touch. */
const NETWORK_AND_STORAGE = new Set(['fetch', 'XMLHttpRequest', 'indexedDB', 'EventSource', 'WebSocket']);

const SERVICE_WORKER = /^pwa\/sw[^/]*\.ts$/;

export const isProductCode = (file: string) =>
  /\.(ts|tsx)$/.test(file) && !/\.test\.tsx?$/.test(file) && !file.split('/').includes('testing');

/** What a file imports (repo paths for relative specifiers, package names otherwise), and what it touches. */
export function readFile(file: string, source: string) {
  const tree = ts.createSourceFile(file, source, ts.ScriptTarget.Latest, true, ts.ScriptKind.TSX);
  const imports: string[] = [];
  const touches = new Set<string>();
  const resolve = (specifier: string) =>
    specifier.startsWith('.') ? posix.normalize(posix.join(posix.dirname(file), specifier)) : specifier;
  const visit = (node: ts.Node) => {
    if ((ts.isImportDeclaration(node) || ts.isExportDeclaration(node)) && node.moduleSpecifier) {
      if (ts.isStringLiteral(node.moduleSpecifier)) imports.push(resolve(node.moduleSpecifier.text));
    } else if (
      ts.isCallExpression(node) &&
      node.expression.kind === ts.SyntaxKind.ImportKeyword &&
      node.arguments[0] &&
      ts.isStringLiteralLike(node.arguments[0])
    ) {
      imports.push(resolve(node.arguments[0].text));
    } else if (ts.isIdentifier(node) && NETWORK_AND_STORAGE.has(node.text) && isGlobalUse(node)) {
      touches.add(node.text);
    } else if (ts.isPropertyAccessExpression(node) && node.name.text === 'sendBeacon') {
      touches.add('navigator.sendBeacon');
    }
    ts.forEachChild(node, visit);
  };
  visit(tree);
  return { imports, touches: [...touches] };
}

/** `fetch(…)`, `globalThis.fetch`, `new XMLHttpRequest()`: not a property, a parameter or a key named so. */
function isGlobalUse(node: ts.Identifier): boolean {
  const parent = node.parent;
  if (ts.isPropertyAccessExpression(parent) && parent.name === node) {
    return (
      ts.isIdentifier(parent.expression) && ['globalThis', 'window', 'self'].includes(parent.expression.text)
    );
  }
  if (ts.isPropertyAssignment(parent) && parent.name === node) return false;
  if (ts.isParameter(parent) || ts.isVariableDeclaration(parent) || ts.isBindingElement(parent)) return false;
  if (ts.isPropertySignature(parent) || ts.isMethodSignature(parent) || ts.isTypeReferenceNode(parent))
    return false;
  if (ts.isTypeQueryNode(parent) || ts.isQualifiedName(parent)) return false;
  if (ts.isImportSpecifier(parent) || ts.isExportSpecifier(parent)) return false;
  if (ts.isShorthandPropertyAssignment(parent)) return false;
  return true;
}

const featureOf = (path: string) => /^pwa\/features\/([^/]+)\//.exec(path)?.[1];
const ownedBy = (path: string, folder: string) => path === folder || path.startsWith(`${folder}/`);
const isOurs = (path: string) => /^(api|db|domain|pwa|scripts|bench|e2e)\//.test(path);

/** Every breach of the rules in `files` (repo path → source). */
export function findBreaches(files: Map<string, string>): Breach[] {
  const breaches: Breach[] = [];
  for (const [file, source] of files) {
    if (!isProductCode(file)) continue;
    const { imports, touches } = readFile(file, source);
    const breach = (rule: string, detail: string) => breaches.push({ file, rule, detail });

    for (const target of imports) {
      if (ownedBy(file, 'domain') && isOurs(target) && !ownedBy(target, 'domain')) {
        breach('domain/ imports nothing of ours outside domain/', target);
      }
      const feature = featureOf(file);
      const targetFeature = featureOf(target);
      if (feature && targetFeature && feature !== targetFeature) {
        breach('a feature does not import another feature', target);
      }
      if (ownedBy(file, 'pwa/data') && /^pwa\/(features|ui|app|admin)\//.test(target)) {
        breach('pwa/data does not import screens (features, ui, app, admin)', target);
      }
      if (/^pwa\/(ui|lib)\//.test(file) && /^pwa\/(features|admin)\//.test(target)) {
        breach('pwa/ui and pwa/lib do not import features or admin', target);
      }
      if (ownedBy(file, 'pwa/lib') && ownedBy(target, 'pwa/data')) {
        breach('pwa/lib does not import pwa/data', target);
      }
      if (ownedBy(file, 'api') && ownedBy(target, 'db/seeds')) {
        breach('api/ does not import db/seeds (what both need lives in domain/ or db/)', target);
      }
      if (ownedBy(file, 'pwa') && ownedBy(target, 'api')) {
        breach('pwa/ does not import api/', target);
      }
      if (target === 'dexie' || target === 'dexie-react-hooks') {
        if (!ownedBy(file, 'pwa/data')) breach('only pwa/data opens IndexedDB', target);
      }
    }
    if (ownedBy(file, 'pwa') && !ownedBy(file, 'pwa/data') && !SERVICE_WORKER.test(file)) {
      for (const name of touches) breach('only pwa/data calls the network or opens IndexedDB', name);
    }
  }
  return breaches;
}
