import type { Compiler } from 'webpack';
import HtmlWebpackPlugin from 'html-webpack-plugin';

/**
 * On a page with a build-time preview (scripts/build/prerender.ts), the app's scripts are
 * requested once the preview, with its eager pictures, has loaded and painted. As `defer`
 * scripts (or preloaded ones) they compete with those pictures for a slow connection and then
 * hold their paint back with a phone's ~0.5 s of parsing and evaluating: Lighthouse's mobile LCP
 * on the preview pages was 1.7–2.3 s that way and is ~1.0–1.1 s this way. The cost is that the
 * app starts about one round trip later, on a page that already shows everything it will show.
 * Without a preview (the cart, search, a URL with a query, `npm start`) they load as `defer` would.
 */
export class PaintFirstPlugin {
  apply(compiler: Compiler) {
    compiler.hooks.compilation.tap('PaintFirst', (compilation) => {
      HtmlWebpackPlugin.getCompilationHooks(compilation).alterAssetTagGroups.tap('PaintFirst', (data) => {
        const isAppScript = (tag: HtmlWebpackPlugin.HtmlTagObject) => tag.tagName === 'script' && typeof tag.attributes.src === 'string';
        const files = [...data.headTags, ...data.bodyTags].filter(isAppScript).map((tag) => String(tag.attributes.src));
        data.headTags = data.headTags.filter((tag) => !isAppScript(tag));
        data.bodyTags = data.bodyTags.filter((tag) => !isAppScript(tag));
        // The list is an attribute, so tools can read it (scripts/bench/initialJs.ts).
        data.bodyTags.push(HtmlWebpackPlugin.createHtmlTagObject('script', { 'data-app-scripts': files.join(' ') }, loader));
        return data;
      });
    });
  }
}

/** Inline, at the end of <body>: after index.html's script that drops a preview meant for another page. */
const loader =
  `(function(){var f=document.currentScript.getAttribute('data-app-scripts').split(' '),started=false;` +
  // In order, like defer: vendor, then main (with webpack's runtime).
  `function run(){if(started)return;started=true;f.forEach(function(src){var s=document.createElement('script');s.src=src;s.async=false;document.body.appendChild(s)})}` +
  `if(!document.getElementById('root').hasAttribute('data-prerendered'))return run();` +
  // Once the page and its eager images have loaded, one frame later; at most 3 s after parsing.
  `addEventListener('load',function(){requestAnimationFrame(function(){setTimeout(run,0)})});setTimeout(run,3000)})()`;
