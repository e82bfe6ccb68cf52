import path from 'node:path';
import ts from 'typescript';
import {
  ERROR_CATALOGUE,
  ERROR_CODES,
  isErrorCode,
  type ErrorCode,
} from '@wayfare/contracts/errors';

/**
 * Finds the error codes each route's handler can answer, by reading the code: from the handler,
 * every function it reaches in the workspace (calls and functions passed along, through imports)
 * is read for the spec codes it names where an ErrorCode is expected (`new AppError('X')`, a
 * `code: ErrorCode` field, a union of codes). An over-estimate by design: a code is listed when
 * some path reaches it. Interface methods (the supplier's ports) are not followed.
 *
 * `npx tsx apps/api/src/reliability/openapi-error-scan.ts` prints, per route, the codes the scan
 * finds that `ROUTE_ERRORS` (plugins/openapi-route-errors.ts) does not declare yet.
 */

const ROOT = path.resolve(import.meta.dirname, '../../../..');
const METHODS = new Set(['get', 'post', 'put', 'patch', 'delete']);

export interface ScannedRoute {
  key: string;
  codes: ErrorCode[];
  where: string;
  /** Its handler answers 204 without a body (`reply.status(204)` / `reply.code(204)`). */
  noContent: boolean;
}

export interface ScanResult {
  routes: ScannedRoute[];
  /** Registrations whose URL the scan could not work out (`file:line`). */
  unresolved: string[];
}

function evaluateText(node: ts.Expression, checker: ts.TypeChecker, depth = 0): string | null {
  if (depth > 8) return null;
  if (ts.isStringLiteral(node) || ts.isNoSubstitutionTemplateLiteral(node)) return node.text;
  if (ts.isParenthesizedExpression(node)) return evaluateText(node.expression, checker, depth + 1);
  if (ts.isAsExpression(node)) return evaluateText(node.expression, checker, depth + 1);
  if (ts.isTemplateExpression(node)) {
    let text = node.head.text;
    for (const span of node.templateSpans) {
      const part = evaluateText(span.expression, checker, depth + 1);
      if (part === null) return null;
      text += part + span.literal.text;
    }
    return text;
  }
  if (ts.isBinaryExpression(node) && node.operatorToken.kind === ts.SyntaxKind.PlusToken) {
    const left = evaluateText(node.left, checker, depth + 1);
    const right = evaluateText(node.right, checker, depth + 1);
    return left === null || right === null ? null : left + right;
  }
  const type = checker.getTypeAtLocation(node);
  if (type.isStringLiteral()) return type.value;
  if (ts.isIdentifier(node)) {
    const symbol = resolveSymbol(checker, checker.getSymbolAtLocation(node));
    const declaration = symbol?.valueDeclaration;
    if (declaration && ts.isVariableDeclaration(declaration) && declaration.initializer)
      return evaluateText(declaration.initializer, checker, depth + 1);
  }
  return null;
}

/**
 * A route's URL, or its URLs when it is registered in a loop over a literal list
 * (`for (const path of ['/a', '/b'])`, or `[path, flag]` pairs).
 */
function evaluateUrls(node: ts.Expression, checker: ts.TypeChecker): string[] | null {
  const single = evaluateText(node, checker);
  if (single !== null) return [single];
  if (!ts.isIdentifier(node)) return null;
  const declaration = resolveSymbol(checker, checker.getSymbolAtLocation(node))?.valueDeclaration;
  if (!declaration) return null;
  const binding = ts.isBindingElement(declaration) ? declaration : null;
  const variable = binding ? binding.parent.parent : declaration;
  if (!ts.isVariableDeclaration(variable)) return null;
  const loop = variable.parent.parent;
  if (!ts.isForOfStatement(loop)) return null;
  let list = loop.expression;
  while (ts.isAsExpression(list) || ts.isParenthesizedExpression(list)) list = list.expression;
  if (!ts.isArrayLiteralExpression(list)) return null;
  const index =
    binding && ts.isArrayBindingPattern(binding.parent)
      ? binding.parent.elements.indexOf(binding)
      : -1;
  const urls: string[] = [];
  for (const element of list.elements) {
    const item =
      index >= 0 && ts.isArrayLiteralExpression(element) ? element.elements[index] : element;
    const text = item ? evaluateText(item, checker) : null;
    if (text === null) return null;
    urls.push(text);
  }
  return urls;
}

function resolveSymbol(checker: ts.TypeChecker, symbol: ts.Symbol | undefined) {
  if (symbol && symbol.flags & ts.SymbolFlags.Alias) return checker.getAliasedSymbol(symbol);
  return symbol;
}

const inWorkspace = (file: ts.SourceFile) =>
  !file.fileName.includes('/node_modules/') && !file.isDeclarationFile;

/** What is read for codes: a function, or an object of functions and codes. */
type FunctionLike =
  | ts.FunctionDeclaration
  | ts.MethodDeclaration
  | ts.ArrowFunction
  | ts.FunctionExpression
  | ts.ObjectLiteralExpression;

function functionOf(declaration: ts.Declaration | undefined): FunctionLike | null {
  if (!declaration) return null;
  if (
    ts.isFunctionDeclaration(declaration) ||
    ts.isMethodDeclaration(declaration) ||
    ts.isArrowFunction(declaration) ||
    ts.isFunctionExpression(declaration)
  )
    return declaration.body ? declaration : null;
  if (ts.isVariableDeclaration(declaration) && declaration.initializer) {
    const init = declaration.initializer;
    if (ts.isArrowFunction(init) || ts.isFunctionExpression(init)) return init;
    // `const x = { ... }`: an object of functions and codes (a booking part, a saga) is read whole.
    if (ts.isObjectLiteralExpression(init)) return init;
  }
  if (ts.isPropertyAssignment(declaration)) {
    const init = declaration.initializer;
    if (ts.isArrowFunction(init) || ts.isFunctionExpression(init)) return init;
  }
  return null;
}

/** The codes named where an ErrorCode (or a union of codes) is expected. */
function codeOfLiteral(node: ts.StringLiteralLike, checker: ts.TypeChecker): ErrorCode | null {
  if (!isErrorCode(node.text)) return null;
  const parent = node.parent;
  if (ts.isNewExpression(parent) && parent.arguments?.[0] === node) {
    const name = parent.expression.getText();
    if (name === 'AppError') return node.text;
  }
  const contextual = checker.getContextualType(node);
  if (!contextual) return null;
  const members = contextual.isUnion() ? contextual.types : [contextual];
  const literals = members.filter((t) => t.isStringLiteral()).map((t) => t.value);
  if (literals.length >= 2 && literals.includes(node.text) && literals.every((v) => isErrorCode(v)))
    return node.text;
  return null;
}

export function scanRouteErrorCodes(): ScanResult {
  const configPath = path.join(ROOT, 'apps/api/tsconfig.json');
  const config = ts.readConfigFile(configPath, (file) => ts.sys.readFile(file));
  const parsed = ts.parseJsonConfigFileContent(config.config, ts.sys, path.dirname(configPath));
  const routeFiles = parsed.fileNames.filter(
    (f) =>
      (/\/apps\/api\/src\/(routes|sandbox)\//.test(f) || f.endsWith('/apps/api/src/app.ts')) &&
      !f.endsWith('.test.ts'),
  );
  const program = ts.createProgram({ rootNames: routeFiles, options: parsed.options });
  const checker = program.getTypeChecker();
  const memo = new Map<ts.Node, Set<ErrorCode>>();

  const collect = (root: ts.Node): Set<ErrorCode> => {
    const known = memo.get(root);
    if (known) return known;
    const codes = new Set<ErrorCode>();
    memo.set(root, codes);
    const visit = (node: ts.Node): void => {
      if (
        ts.isNewExpression(node) &&
        node.expression.getText() === 'AppError' &&
        node.arguments?.[0] &&
        !ts.isStringLiteralLike(node.arguments[0])
      ) {
        // `new AppError(decision.code)`: every code its type allows.
        // A value typed as any ErrorCode at all (a generic mapper) says nothing: left out.
        const type = checker.getTypeAtLocation(node.arguments[0]);
        const members = type.isUnion() ? type.types : [type];
        if (members.length < ERROR_CODES.length / 2)
          for (const member of members)
            if (member.isStringLiteral() && isErrorCode(member.value)) codes.add(member.value);
      }
      if (ts.isStringLiteral(node) || ts.isNoSubstitutionTemplateLiteral(node)) {
        const code = codeOfLiteral(node, checker);
        if (code) codes.add(code);
      } else if (ts.isIdentifier(node) || ts.isPropertyAccessExpression(node)) {
        const target = ts.isPropertyAccessExpression(node) ? node.name : node;
        const symbol = resolveSymbol(checker, checker.getSymbolAtLocation(target));
        for (const declaration of symbol?.declarations ?? []) {
          if (!inWorkspace(declaration.getSourceFile())) continue;
          const fn = functionOf(declaration);
          if (fn && fn !== root) for (const code of collect(fn)) codes.add(code);
          // `const guard = createGuard(ctx)`: what the maker's returned function throws.
          if (
            ts.isVariableDeclaration(declaration) &&
            declaration.initializer &&
            ts.isCallExpression(declaration.initializer)
          )
            for (const code of collect(declaration.initializer)) codes.add(code);
        }
      }
      ts.forEachChild(node, visit);
    };
    visit(root);
    return codes;
  };

  const routes: ScannedRoute[] = [];
  const unresolved: string[] = [];
  for (const file of program.getSourceFiles()) {
    if (!routeFiles.includes(file.fileName)) continue;
    const visit = (node: ts.Node): void => {
      // `r.post(url, …)`, or `r[method](url, …)` in a loop over literal methods.
      const callee = ts.isCallExpression(node) ? node.expression : null;
      const methods =
        callee && ts.isPropertyAccessExpression(callee)
          ? [callee.name.text]
          : callee && ts.isElementAccessExpression(callee)
            ? (evaluateUrls(callee.argumentExpression, checker) ?? [])
            : [];
      if (
        ts.isCallExpression(node) &&
        callee &&
        (ts.isPropertyAccessExpression(callee) || ts.isElementAccessExpression(callee)) &&
        methods.length > 0 &&
        methods.every((method) => METHODS.has(method)) &&
        node.arguments.length >= 2
      ) {
        const receiver = checker.getTypeAtLocation(callee.expression);
        const receiverName = checker.typeToString(receiver);
        if (/FastifyInstance/.test(receiverName)) {
          const [urlArg] = node.arguments;
          const handler = node.arguments[node.arguments.length - 1];
          const options = node.arguments.length >= 3 ? node.arguments[1] : undefined;
          const { line } = file.getLineAndCharacterOfPosition(node.getStart());
          const where = `${path.relative(ROOT, file.fileName)}:${line + 1}`;
          const urls = urlArg ? evaluateUrls(urlArg, checker) : null;
          const hidden = options ? /hide: true/.test(options.getText()) : false;
          if (urls === null || !handler) unresolved.push(where);
          else if (!hidden) {
            const codes = new Set<ErrorCode>();
            for (const part of [options, handler])
              if (part) for (const code of collect(part)) codes.add(code);
            const noContent = /\.(?:status|code)\(\s*204\s*\)/.test(handler.getText());
            for (const method of methods)
              for (const url of urls)
                routes.push({
                  key: `${method.toUpperCase()} ${url}`,
                  codes: [...codes].sort(),
                  where,
                  noContent,
                });
          }
        }
      }
      ts.forEachChild(node, visit);
    };
    visit(file);
  }
  return { routes, unresolved };
}

async function main(): Promise<void> {
  const { routes, unresolved } = scanRouteErrorCodes();
  if (process.argv.includes('--json')) {
    console.log(JSON.stringify({ routes, unresolved }, null, 1));
    return;
  }
  const { ROUTE_ERRORS } = await import('../plugins/openapi-route-errors');
  const { shapeErrorCodes } = await import('../plugins/openapi-document');
  for (const route of routes) {
    const [method = '', url = ''] = route.key.split(' ');
    const declared = new Set<string>([
      ...(ROUTE_ERRORS[route.key] ?? []),
      ...shapeErrorCodes(method, url),
    ]);
    const missing = route.codes.filter((code) => !declared.has(code));
    if (!(route.key in ROUTE_ERRORS)) console.log(`${route.key}: not declared (${route.where})`);
    if (missing.length > 0)
      console.log(
        `${route.key}: also ${missing.map((c) => `${c} (${ERROR_CATALOGUE[c].status})`).join(', ')}`,
      );
  }
  for (const where of unresolved) console.log(`unresolved URL at ${where}`);
}

if (process.argv[1] && import.meta.filename === path.resolve(process.argv[1])) void main();
