import { readdirSync, readFileSync } from "node:fs";
import path from "node:path";
import ts from "typescript";

// Every class string a `cx(...)` call of the app can produce (app/lib/cx.ts), read
// from the sources: for the conflict test (app/lib/cx.test.ts). Each argument is
// turned into the strings it can be (a condition gives "" or its classes; a choice
// either branch; a constant object or array its entries), and a component's own
// props (`className`, a cva's `variant` or `size`) into what each place that uses
// the component gives them. What cannot be read that way is reported, not guessed.

export type ClassCall = {
  /** file:line of the `cx(...)` call, and of the element that gave its props. */
  where: string;
  /** Each class string the call can return. */
  strings: string[];
};

export type Reading = { calls: ClassCall[]; unreadable: string[] };

type Scope = { file: ts.SourceFile; props?: Map<string, () => Alternatives> };
type Alternatives = string[];

const MAX_COMBINATIONS = 50_000;

function sources(dir: string): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const file = path.join(dir, entry.name);
    if (entry.isDirectory()) return sources(file);
    return /\.tsx?$/.test(entry.name) && !/\.test\.tsx?$/.test(entry.name) ? [file] : [];
  });
}

const unique = (xs: string[]) => [...new Set(xs)];
const join = (parts: string[]) => parts.filter(Boolean).join(" ").replace(/\s+/g, " ").trim();

function combine(lists: Alternatives[], where: string, unreadable: string[]): Alternatives {
  let out: string[] = [""];
  for (const list of lists) {
    const next: string[] = [];
    for (const a of out) for (const b of list) next.push(join([a, b]));
    out = unique(next);
    if (out.length > MAX_COMBINATIONS) {
      unreadable.push(`${where}: plus de ${MAX_COMBINATIONS} combinaisons`);
      return [""];
    }
  }
  return out;
}

/** The function component a node is in: its name and its destructured props. */
function enclosingComponent(node: ts.Node): { name: string; props: Set<string> } | null {
  for (let n: ts.Node | undefined = node.parent; n; n = n.parent) {
    let name: string | undefined;
    let fn: ts.SignatureDeclaration | undefined;
    if (ts.isFunctionDeclaration(n) && n.name) {
      name = n.name.text;
      fn = n;
    } else if (
      (ts.isArrowFunction(n) || ts.isFunctionExpression(n)) &&
      ts.isVariableDeclaration(n.parent) &&
      ts.isIdentifier(n.parent.name)
    ) {
      name = n.parent.name.text;
      fn = n;
    }
    if (name && fn && /^[A-Z]/.test(name)) {
      const first = fn.parameters[0];
      const props = new Set<string>();
      if (first && ts.isObjectBindingPattern(first.name)) {
        for (const el of first.name.elements) {
          const key = el.propertyName ?? el.name;
          if (ts.isIdentifier(key)) props.add(key.text);
          if (ts.isIdentifier(el.name)) props.add(el.name.text);
        }
      }
      return { name, props };
    }
  }
  return null;
}

export function readClassCalls(root = process.cwd(), helper = "cx"): Reading {
  const files = sources(path.join(root, "app")).map((f) =>
    ts.createSourceFile(f, readFileSync(f, "utf8"), ts.ScriptTarget.Latest, true),
  );
  const unreadable: string[] = [];
  const where = (node: ts.Node) => {
    const file = node.getSourceFile();
    const line = file.getLineAndCharacterOfPosition(node.getStart()).line + 1;
    return `${path.relative(root, file.fileName)}:${line}`;
  };

  // cva definitions: name → base and variant groups (with their defaults).
  type Cva = {
    base: ts.Expression;
    groups: Map<string, Map<string, ts.Expression>>;
    defaults: Map<string, string>;
    file: ts.SourceFile;
  };
  const cvas = new Map<string, Cva>();
  // JSX elements by tag name, across the app.
  const elements = new Map<string, (ts.JsxOpeningElement | ts.JsxSelfClosingElement)[]>();
  for (const file of files) {
    const visit = (node: ts.Node) => {
      if (
        ts.isVariableDeclaration(node) &&
        ts.isIdentifier(node.name) &&
        node.initializer &&
        ts.isCallExpression(node.initializer) &&
        ts.isIdentifier(node.initializer.expression) &&
        node.initializer.expression.text === "cva"
      ) {
        const [base, config] = node.initializer.arguments;
        const groups = new Map<string, Map<string, ts.Expression>>();
        const defaults = new Map<string, string>();
        if (config && ts.isObjectLiteralExpression(config)) {
          for (const p of config.properties) {
            if (!ts.isPropertyAssignment(p) || !ts.isObjectLiteralExpression(p.initializer))
              continue;
            const key = p.name.getText(file);
            for (const g of p.initializer.properties) {
              if (!ts.isPropertyAssignment(g)) continue;
              const gname = g.name.getText(file);
              if (key === "variants" && ts.isObjectLiteralExpression(g.initializer)) {
                const values = new Map<string, ts.Expression>();
                for (const v of g.initializer.properties) {
                  if (ts.isPropertyAssignment(v))
                    values.set(v.name.getText(file).replace(/^["']|["']$/g, ""), v.initializer);
                }
                groups.set(gname, values);
              } else if (key === "defaultVariants" && ts.isStringLiteral(g.initializer)) {
                defaults.set(gname, g.initializer.text);
              }
            }
          }
        }
        if (base) cvas.set(node.name.text, { base, groups, defaults, file });
      }
      if (ts.isJsxOpeningElement(node) || ts.isJsxSelfClosingElement(node)) {
        const tag = node.tagName.getText(file);
        if (/^[A-Z]/.test(tag)) elements.set(tag, [...(elements.get(tag) ?? []), node]);
      }
      ts.forEachChild(node, visit);
    };
    visit(file);
  }

  /** A constant's initializer in the file (any depth), by name. */
  function constant(file: ts.SourceFile, name: string): ts.Expression | undefined {
    let found: ts.Expression | undefined;
    const visit = (node: ts.Node) => {
      if (found) return;
      if (
        ts.isVariableDeclaration(node) &&
        ts.isIdentifier(node.name) &&
        node.name.text === name &&
        node.initializer &&
        ts.isVariableDeclarationList(node.parent) &&
        node.parent.flags & ts.NodeFlags.Const
      ) {
        found = node.initializer;
      }
      ts.forEachChild(node, visit);
    };
    visit(file);
    return found;
  }

  const byPath = new Map(files.map((f) => [f.fileName, f]));

  /** A constant imported by name from another module of the app. */
  function importedConstant(file: ts.SourceFile, name: string) {
    for (const statement of file.statements) {
      if (!ts.isImportDeclaration(statement) || !ts.isStringLiteral(statement.moduleSpecifier)) {
        continue;
      }
      const bindings = statement.importClause?.namedBindings;
      if (!bindings || !ts.isNamedImports(bindings)) continue;
      const element = bindings.elements.find((e) => e.name.text === name);
      if (!element) continue;
      const spec = statement.moduleSpecifier.text;
      const target = spec.startsWith("#app/")
        ? path.join(root, "app", spec.slice(5))
        : path.resolve(path.dirname(file.fileName), spec);
      const source = byPath.get(target);
      const init = source && constant(source, (element.propertyName ?? element.name).text);
      if (source && init) return { file: source, init };
    }
    return null;
  }

  /** `const { a: b } = OBJECT` or `const { b } = MAP[key]`: what `b` can be. */
  function fromBinding(
    file: ts.SourceFile,
    name: string,
    scope: Scope,
    at: string,
  ): Alternatives | null {
    let found: Alternatives | null = null;
    const visit = (node: ts.Node) => {
      if (found) return;
      if (
        ts.isVariableDeclaration(node) &&
        ts.isObjectBindingPattern(node.name) &&
        node.initializer
      ) {
        for (const el of node.name.elements) {
          if (!ts.isIdentifier(el.name) || el.name.text !== name) continue;
          const key = (el.propertyName ?? el.name).getText(file);
          const objs = objects(node.initializer, scope);
          if (!objs) return;
          found = unique(
            objs.flatMap((o) => {
              const p = o.properties.find((q) => q.name?.getText(file) === key);
              return p && ts.isPropertyAssignment(p) ? evaluate(p.initializer, scope, at) : [""];
            }),
          );
        }
      }
      ts.forEachChild(node, visit);
    };
    visit(file);
    return found;
  }

  /** The object literals an expression can be (a constant, an entry of a constant map). */
  function objects(expr: ts.Expression, scope: Scope): ts.ObjectLiteralExpression[] | null {
    expr = skip(expr);
    if (ts.isObjectLiteralExpression(expr)) return [expr];
    if (ts.isIdentifier(expr)) {
      const init = constant(scope.file, expr.text);
      return init ? objects(init, scope) : null;
    }
    if (ts.isElementAccessExpression(expr)) {
      const maps = objects(expr.expression, scope);
      if (!maps) return null;
      const out: ts.ObjectLiteralExpression[] = [];
      for (const m of maps) {
        for (const p of m.properties) {
          if (!ts.isPropertyAssignment(p)) return null;
          const inner = objects(p.initializer, scope);
          if (!inner) return null;
          out.push(...inner);
        }
      }
      return out;
    }
    return null;
  }

  const skip = (e: ts.Expression): ts.Expression =>
    ts.isParenthesizedExpression(e) || ts.isAsExpression(e) || ts.isSatisfiesExpression(e)
      ? skip(e.expression)
      : e;

  function evaluate(expr: ts.Expression, scope: Scope, at: string): Alternatives {
    expr = skip(expr);
    if (ts.isStringLiteral(expr) || ts.isNoSubstitutionTemplateLiteral(expr)) return [expr.text];
    if (ts.isTemplateExpression(expr)) {
      const parts: Alternatives[] = [[expr.head.text]];
      for (const span of expr.templateSpans) {
        parts.push(
          evaluate(span.expression, scope, at).map((s) => s),
          [span.literal.text],
        );
      }
      // Template pieces touch: join without spaces.
      let out = [""];
      for (const list of parts) {
        out = unique(out.flatMap((a) => list.map((b) => a + b)));
      }
      return out.map((s) => s.replace(/\s+/g, " ").trim());
    }
    if (
      expr.kind === ts.SyntaxKind.UndefinedKeyword ||
      expr.kind === ts.SyntaxKind.NullKeyword ||
      expr.kind === ts.SyntaxKind.FalseKeyword
    )
      return [""];
    if (ts.isIdentifier(expr) && expr.text === "undefined") return [""];
    if (ts.isBinaryExpression(expr)) {
      const op = expr.operatorToken.kind;
      if (op === ts.SyntaxKind.AmpersandAmpersandToken)
        return unique(["", ...evaluate(expr.right, scope, at)]);
      if (op === ts.SyntaxKind.BarBarToken || op === ts.SyntaxKind.QuestionQuestionToken) {
        return unique([
          ...evaluate(expr.left, scope, at).filter(Boolean),
          ...evaluate(expr.right, scope, at),
        ]);
      }
    }
    if (ts.isConditionalExpression(expr)) {
      return unique([
        ...evaluate(expr.whenTrue, scope, at),
        ...evaluate(expr.whenFalse, scope, at),
      ]);
    }
    if (ts.isIdentifier(expr)) {
      const bound = scope.props?.get(expr.text);
      if (bound) return bound();
      const destructured = fromBinding(scope.file, expr.text, scope, at);
      if (destructured) return destructured;
      const init = constant(scope.file, expr.text);
      if (init) return evaluate(init, scope, at);
      const imported = importedConstant(scope.file, expr.text);
      if (imported) return evaluate(imported.init, { file: imported.file }, at);
      // A prop of the component not given where it is used.
      if (scope.props?.has(expr.text)) return [""];
      // A prop of the component this expression is in: what each of its users gives.
      const component = enclosingComponent(expr);
      if (component?.props.has(expr.text) && depth < 4) {
        depth++;
        try {
          const sites = elements.get(component.name) ?? [];
          return unique(["", ...sites.flatMap((el) => attributeValue(el, expr.text))]);
        } finally {
          depth--;
        }
      }
    }
    if (ts.isPropertyAccessExpression(expr)) {
      const objs = objects(expr.expression, scope);
      if (objs) {
        const name = expr.name.text;
        const out: string[] = [];
        for (const o of objs) {
          const p = o.properties.find((q) => q.name?.getText(scope.file) === name);
          if (p && ts.isPropertyAssignment(p)) out.push(...evaluate(p.initializer, scope, at));
          else out.push("");
        }
        return unique(out);
      }
    }
    if (ts.isElementAccessExpression(expr)) {
      const target = ts.isIdentifier(expr.expression)
        ? constant(scope.file, expr.expression.text)
        : undefined;
      if (target && ts.isArrayLiteralExpression(skip(target))) {
        return unique(
          (skip(target) as ts.ArrayLiteralExpression).elements.flatMap((e) => [
            "",
            ...evaluate(e, scope, at),
          ]),
        );
      }
      const objs = objects(expr.expression, scope);
      if (objs) {
        return unique(
          objs.flatMap((o) =>
            o.properties.flatMap((p) =>
              ts.isPropertyAssignment(p) ? evaluate(p.initializer, scope, at) : [],
            ),
          ),
        );
      }
    }
    if (ts.isArrayLiteralExpression(expr)) {
      return combine(
        expr.elements.map((e) => evaluate(e, scope, at)),
        at,
        unreadable,
      );
    }
    if (ts.isObjectLiteralExpression(expr)) {
      // clsx's { "classes": condition }
      return combine(
        expr.properties.map((p) => [
          "",
          p.name?.getText(scope.file).replace(/^["'`]|["'`]$/g, "") ?? "",
        ]),
        at,
        unreadable,
      );
    }
    if (ts.isCallExpression(expr) && ts.isIdentifier(expr.expression)) {
      const callee = expr.expression.text;
      if (callee === helper || callee === "clsx") {
        return combine(
          expr.arguments.map((a) => evaluate(a, scope, at)),
          at,
          unreadable,
        );
      }
      const def = cvas.get(callee);
      if (def) return cvaStrings(def, expr.arguments[0], scope, at);
    }
    unreadable.push(`${at}: ${expr.getText(scope.file).slice(0, 80)}`);
    return [""];
  }

  function cvaStrings(
    def: Cva,
    arg: ts.Expression | undefined,
    scope: Scope,
    at: string,
  ): Alternatives {
    const given = new Map<string, Alternatives>();
    let className: Alternatives = [""];
    if (arg && ts.isObjectLiteralExpression(arg)) {
      for (const p of arg.properties) {
        const key = p.name?.getText(scope.file);
        if (!key) continue;
        const value = ts.isShorthandPropertyAssignment(p)
          ? evaluate(p.name, scope, at)
          : ts.isPropertyAssignment(p)
            ? evaluate(p.initializer, scope, at)
            : [""];
        if (key === "className" || key === "class") className = value;
        else given.set(key, value);
      }
    }
    const defScope: Scope = { file: def.file };
    const lists: Alternatives[] = [evaluate(def.base, defScope, at)];
    for (const [group, values] of def.groups) {
      // "" (not given) is the default; anything else not a known value adds nothing.
      const chosen = (given.get(group) ?? [""]).map((v) => v || def.defaults.get(group) || "");
      lists.push(
        unique(
          chosen.map((v) => (values.has(v) ? evaluate(values.get(v)!, defScope, at) : [""])).flat(),
        ),
      );
    }
    lists.push(className);
    return combine(lists, at, unreadable);
  }

  let depth = 0;

  /** What an element gives to one of its props ("" when it gives nothing). */
  function attributeValue(
    el: ts.JsxOpeningElement | ts.JsxSelfClosingElement,
    name: string,
  ): Alternatives {
    const file = el.getSourceFile();
    const at = where(el);
    const attr = el.attributes.properties.find(
      (a): a is ts.JsxAttribute => ts.isJsxAttribute(a) && a.name.getText(file) === name,
    );
    if (!attr?.initializer) return [""];
    if (ts.isStringLiteral(attr.initializer)) return [attr.initializer.text];
    if (ts.isJsxExpression(attr.initializer) && attr.initializer.expression) {
      const e = attr.initializer.expression;
      // A render prop (NavLink's className) gives its result.
      if (ts.isArrowFunction(e) && !ts.isBlock(e.body)) return evaluate(e.body, { file }, at);
      return evaluate(e, { file }, at);
    }
    return [""];
  }

  /** What each element using `component` gives to the props the call reads. */
  function bindings(
    component: string,
    props: Set<string>,
    call: ts.CallExpression,
  ): { where: string; props: Map<string, () => Alternatives> }[] {
    const used = new Set<string>();
    const visit = (n: ts.Node) => {
      if (ts.isIdentifier(n) && props.has(n.text)) used.add(n.text);
      ts.forEachChild(n, visit);
    };
    visit(call);
    if (!used.size) return [{ where: "", props: new Map() }];
    const sites = elements.get(component) ?? [];
    if (!sites.length)
      return [{ where: "", props: new Map([...used].map((p) => [p, () => [""]])) }];
    return sites.map((el) => {
      const bound = new Map<string, () => Alternatives>();
      const at = where(el);
      // Read only when the call uses the prop as classes (not in a condition).
      for (const name of used) bound.set(name, () => attributeValue(el, name));
      return { where: at, props: bound };
    });
  }

  const calls: ClassCall[] = [];
  for (const file of files) {
    const visit = (node: ts.Node) => {
      if (
        ts.isCallExpression(node) &&
        ts.isIdentifier(node.expression) &&
        node.expression.text === helper
      ) {
        const at = where(node);
        const component = enclosingComponent(node);
        for (const site of component
          ? bindings(component.name, component.props, node)
          : [{ where: "", props: new Map<string, () => Alternatives>() }]) {
          const strings = combine(
            node.arguments.map((a) => evaluate(a, { file, props: site.props }, at)),
            at,
            unreadable,
          );
          calls.push({ where: site.where ? `${at} (${site.where})` : at, strings });
        }
      }
      ts.forEachChild(node, visit);
    };
    visit(file);
  }
  return { calls, unreadable: unique(unreadable) };
}
