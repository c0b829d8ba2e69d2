import { createHash } from "node:crypto";

/**
 * The script next-themes writes for the site's settings (`COLOR_MODE_THEME_PROPS`), as the package
 * publishes it: it sets the stored colour mode's class on <html> before the first paint (§1). The root
 * layout writes it as this constant, and the provider's own copy is inert (a data block): the bundler
 * re-minifies the package's function, so the text the provider writes changes with each build, and a
 * page's policy can only allow a constant by its hash (the root layout reads no request header for a
 * nonce, so cached and per-request pages share it). tests/unit/site/color-mode-script.test.ts renders
 * next-themes and checks this is its script, word for word.
 */
export const COLOR_MODE_SCRIPT = `((e,i,s,u,m,a,l,h)=>{let d=document.documentElement,w=["light","dark"];function p(n){(Array.isArray(e)?e:[e]).forEach(y=>{let k=y==="class",S=k&&a?m.map(f=>a[f]||f):m;k?(d.classList.remove(...S),d.classList.add(a&&a[n]?a[n]:n)):d.setAttribute(y,n)}),R(n)}function R(n){h&&w.includes(n)&&(d.style.colorScheme=n)}function c(){return window.matchMedia("(prefers-color-scheme: dark)").matches?"dark":"light"}if(u)p(u);else try{let n=localStorage.getItem(i)||s,y=l&&n==="system"?c():n;p(y)}catch(n){}})("class","nuxt-color-mode","system",null,["light","dark"],null,true,false)`;

/** The script's CSP hash source. */
export const COLOR_MODE_SCRIPT_HASH = `'sha256-${createHash("sha256").update(COLOR_MODE_SCRIPT).digest("base64")}'`;
