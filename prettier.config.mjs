/** @type {import("prettier").Config} */
const config = {
  // The code was written at about this width; 80 would rewrap most JSX for no reader's benefit.
  printWidth: 120,
  plugins: ["prettier-plugin-tailwindcss"],
  // Tailwind 4 has no config file: the plugin reads the theme (custom colours, variants) from here.
  tailwindStylesheet: "./app/globals.css",
  tailwindFunctions: ["cn"],
};

export default config;
