/**
 * The data-access rules of docs/architecture.md ("Queries: one error convention", "Where data
 * access lives"), as a local ESLint plugin used by eslint.config.mjs:
 * - `local/query-errors`: a Supabase error is thrown with `raise(error, key?)` (a QueryError) and always
 *   read: no `.throwOnError()`, no `throw new Error(error.message)`, no result whose `error` is never read;
 * - `local/data-access-in-queries`: Data API calls (`.from("table")`, `.rpc(…)`, `.storage`) only in a
 *   `queries.ts` or `queries/` module.
 */

/** Built-ins with a `from` of their own (Array.from, Buffer.from, …): not the Data API. */
const NOT_SUPABASE = new Set(["Array", "Buffer", "Uint8Array", "Object", "Set", "Map", "Promise", "String"]);

/** A Data API call itself: `.rpc(…)`, `.from(<a table name>)`, or `.storage.from(<a bucket>)`. */
function isDataCall(node) {
  if (node?.type !== "CallExpression" || node.callee.type !== "MemberExpression") return false;
  const { object, property } = node.callee;
  if (property.type !== "Identifier") return false;
  if (property.name === "rpc") return true;
  if (property.name !== "from") return false;
  if (object.type === "Identifier" && NOT_SUPABASE.has(object.name)) return false;
  if (object.type === "MemberExpression" && object.property.type === "Identifier" && object.property.name === "storage")
    return true;
  const [arg] = node.arguments;
  return arg?.type === "Literal" || arg?.type === "TemplateLiteral" || arg?.type === "ConditionalExpression";
}

/** A request built on a Data API call (`client.from("t").select(…).eq(…)`), awaited or not. */
function isDataRequest(node) {
  let current = node?.type === "AwaitExpression" ? node.argument : node;
  while (current) {
    if (isDataCall(current)) return true;
    if (current.type === "CallExpression") current = current.callee;
    else if (current.type === "MemberExpression") current = current.object;
    else if (current.type === "ChainExpression") current = current.expression;
    else return false;
  }
  return false;
}

/** An awaited result: one request, or either branch of `cond ? await a : await b`. */
const isDataResult = (node) =>
  node?.type === "ConditionalExpression"
    ? isDataResult(node.consequent) || isDataResult(node.alternate)
    : node?.type === "AwaitExpression" && isDataRequest(node.argument);

const hasErrorKey = (pattern) =>
  pattern.properties.some(
    (p) => p.type === "RestElement" || (p.type === "Property" && p.key.type === "Identifier" && p.key.name === "error"),
  );

/** Whether a variable holding a result has its `error` read (`r.error`), or is listed to be checked (`[a, b]`). */
function errorRead(context, declarator, name) {
  const variable = context.sourceCode.getDeclaredVariables(declarator).find((v) => v.name === name);
  return (variable?.references ?? []).some(({ identifier }) => {
    const parent = identifier.parent;
    if (parent.type === "MemberExpression" && parent.object === identifier)
      return parent.property.type === "Identifier" && parent.property.name === "error";
    return parent.type === "ArrayExpression" || parent.type === "ReturnStatement";
  });
}

/** `throw new Error(error.message)` or `throw new Error(`… ${x.error.message}`)`: a Supabase error's text in a plain Error. */
function quotesErrorMessage(node) {
  let found = false;
  const visit = (n) => {
    if (!n || typeof n !== "object" || found) return;
    if (
      n.type === "MemberExpression" &&
      n.property.type === "Identifier" &&
      n.property.name === "message" &&
      ((n.object.type === "Identifier" && /error$/i.test(n.object.name)) ||
        (n.object.type === "MemberExpression" &&
          n.object.property.type === "Identifier" &&
          n.object.property.name === "error"))
    ) {
      found = true;
      return;
    }
    for (const key of ["arguments", "expressions", "object", "left", "right"]) {
      const child = n[key];
      if (Array.isArray(child)) child.forEach(visit);
      else visit(child);
    }
  };
  node.arguments.forEach(visit);
  return found;
}

const RAISE = "raise(error, key?) from lib/supabase/errors.ts (docs/architecture.md, the query error convention)";

const queryErrors = {
  meta: {
    type: "problem",
    docs: { description: "One error convention for queries: raise(error) and every error read." },
    messages: {
      throwOnError: `No .throwOnError(): read the error and throw it with ${RAISE}.`,
      plainError: `A Supabase error is thrown with ${RAISE}, not as a plain Error.`,
      unread:
        "This result's `error` is never read: a failed query would look like an empty one. Read it and raise(error).",
      discarded:
        "This request's result is dropped, so its error is never read: `const { error } = await …; if (error) raise(error);`.",
    },
    schema: [],
  },
  create(context) {
    return {
      "CallExpression[callee.property.name='throwOnError']"(node) {
        context.report({ node: node.callee.property, messageId: "throwOnError" });
      },
      "ThrowStatement > NewExpression[callee.name='Error']"(node) {
        if (quotesErrorMessage(node)) context.report({ node, messageId: "plainError" });
      },
      "ExpressionStatement > AwaitExpression"(node) {
        if (isDataRequest(node.argument)) context.report({ node, messageId: "discarded" });
      },
      VariableDeclarator(node) {
        const { id, init } = node;
        if (isDataResult(init)) {
          if (id.type === "ObjectPattern" && !hasErrorKey(id)) context.report({ node: id, messageId: "unread" });
          if (id.type === "Identifier" && !errorRead(context, node, id.name))
            context.report({ node: id, messageId: "unread" });
          return;
        }
        // const [a, b] = await Promise.all([client.from("x")…, client.rpc("y")…])
        const call = init?.type === "AwaitExpression" ? init.argument : null;
        const list =
          call?.type === "CallExpression" && call.arguments[0]?.type === "ArrayExpression" ? call.arguments[0] : null;
        if (
          !list ||
          id.type !== "ArrayPattern" ||
          call.callee.type !== "MemberExpression" ||
          call.callee.property.name !== "all"
        )
          return;
        list.elements.forEach((element, i) => {
          const target = id.elements[i];
          if (!target || !isDataRequest(element)) return;
          if (
            target.type === "ObjectPattern"
              ? !hasErrorKey(target)
              : target.type === "Identifier" && !errorRead(context, node, target.name)
          )
            context.report({ node: target, messageId: "unread" });
        });
      },
    };
  },
};

const dataAccessInQueries = {
  meta: {
    type: "problem",
    docs: { description: "Data API calls only in a domain's (or platform's) queries module." },
    messages: {
      outside:
        "A Data API call (.from, .rpc, .storage) belongs in lib/<domain>/queries… (or a platform's queries.ts): call a query from here.",
    },
    schema: [],
  },
  create(context) {
    return {
      CallExpression(node) {
        if (isDataCall(node)) context.report({ node: node.callee.property, messageId: "outside" });
      },
    };
  },
};

const plugin = { rules: { "query-errors": queryErrors, "data-access-in-queries": dataAccessInQueries } };
export default plugin;
