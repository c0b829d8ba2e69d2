import nextVitals from "eslint-config-next/core-web-vitals";
import nextTs from "eslint-config-next/typescript";

const config = [
  ...nextVitals,
  ...nextTs,
  {
    // A form that JavaScript sends still submits natively when used before the page is hydrated (a
    // slow phone): without a method that is a GET, which puts every field, passwords included, in
    // the URL, the history and the server's logs. Every form says which: "get" for a search, "post"
    // for anything else (components/forms/submit-button.tsx keeps its submit inert until hydrated).
    files: ["**/*.tsx"],
    rules: {
      "no-restricted-syntax": [
        "error",
        {
          selector: "JSXOpeningElement[name.name='form']:not(:has(JSXAttribute[name.name='method']))",
          message:
            'Give the form a method: "get" for a search, "post" otherwise (used before hydration, a form without one puts its fields in the URL).',
        },
      ],
    },
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
