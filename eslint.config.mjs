import nextVitals from "eslint-config-next/core-web-vitals";
import nextTs from "eslint-config-next/typescript";
import dataAccess from "./eslint-rules/data-access.mjs";

// Every date and time a person reads goes through lib/i18n/format.ts (Montréal's time zone, the page's
// language, "1er" in French): a formatter anywhere else shows the server's or the browser's zone.
const straySelectors = [
  {
    selector: "NewExpression[callee.object.name='Intl'][callee.property.name=/^(DateTimeFormat|RelativeTimeFormat)$/]",
    message: "Format dates and times with lib/i18n/format.ts (formatDate, formatDateTime, formatTime, …).",
  },
  {
    selector: "CallExpression[callee.property.name=/^toLocale(Date|Time)?String$/]",
    message:
      "Format dates and times with lib/i18n/format.ts, numbers with formatNumber: toLocale…String uses the machine's zone.",
  },
  {
    selector:
      "CallExpression[callee.object.name='format'][callee.property.name=/^(dateTime|relativeTime|dateTimeRange)$/]",
    message: "Format dates and times with lib/i18n/format.ts, not next-intl's formatter.",
  },
  {
    selector: "CallExpression[callee.property.name='slice'][callee.object.callee.property.name='toISOString']",
    message: "toISOString() is UTC: a day is Montréal's (montrealDay, addDays in lib/i18n/format.ts).",
  },
];
const strayFormatters = {
  files: ["app/**/*.{ts,tsx}", "components/**/*.{ts,tsx}", "lib/**/*.{ts,tsx}", "middleware.ts"],
};

const config = [
  ...nextVitals,
  ...nextTs,
  {
    ...strayFormatters,
    ignores: ["lib/i18n/format.ts"],
    rules: { "no-restricted-syntax": ["error", ...straySelectors] },
  },
  {
    // A form that JavaScript sends still submits natively when used before the page is hydrated (a
    // slow phone): without a method that is a GET, which puts every field, passwords included, in
    // the URL, the history and the server's logs. Every form says which: "get" for a search, "post"
    // for anything else (components/forms/submit-button.tsx keeps its submit inert until hydrated).
    files: ["**/*.tsx"],
    ignores: ["lib/i18n/format.ts"],
    rules: {
      "no-restricted-syntax": [
        "error",
        ...straySelectors,
        {
          selector: "JSXOpeningElement[name.name='form']:not(:has(JSXAttribute[name.name='method']))",
          message:
            'Give the form a method: "get" for a search, "post" otherwise (used before hydration, a form without one puts its fields in the URL).',
        },
      ],
    },
  },
  {
    // One error convention for queries, every error read (docs/architecture.md; eslint-rules/data-access.mjs).
    files: ["app/**/*.{ts,tsx}", "components/**/*.{ts,tsx}", "lib/**/*.{ts,tsx}", "middleware.ts"],
    plugins: { local: dataAccess },
    rules: { "local/query-errors": "error" },
  },
  {
    // Data API calls only in a queries module: lib/<domain>/queries.ts or queries/, lib/<platform>/queries.ts.
    files: ["app/**/*.{ts,tsx}", "components/**/*.{ts,tsx}", "lib/**/*.{ts,tsx}", "middleware.ts"],
    ignores: ["**/queries/**", "**/queries.ts"],
    plugins: { local: dataAccess },
    rules: { "local/data-access-in-queries": "error" },
  },
  {
    ignores: [
      ".next/**",
      ".next-*/**",
      ".local/**",
      "node_modules/**",
      "next-env.d.ts",
      "test-results/**",
      "playwright-report/**",
    ],
  },
];

export default config;
