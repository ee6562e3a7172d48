import type { Compiler } from 'webpack';
import HtmlWebpackPlugin from 'html-webpack-plugin';

/**
 * On a page with a build-time preview (scripts/build/prerender.ts), the app's scripts are
 * requested once the preview, with its eager pictures, has loaded and painted. As `defer`
 * scripts (or preloaded ones) they compete with those pictures for a slow connection and then
 * hold their paint back with a phone's ~0.5 s of parsing and evaluating: Lighthouse's mobile LCP
 * on the preview pages was 1.7–2.3 s that way and is ~1.0–1.1 s this way. The cost is that the
 * app starts about one round trip later, on a page that already shows everything it will show.
 * "Painted" means on screen, not only drawn: Lighthouse's simulation counts every request that
 * ended before the paint it observed, and from a local server the scripts arrived within the
 * frame's ~20-50 ms to the screen in about one run of ten, so its slow-4G LCP then included their
 * download (1.5-2.0 s against 1.1-1.2). A few frames later on a phone, the scripts still take
 * hundreds of milliseconds to arrive.
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
  // Once the page and its eager images have loaded and the frame showing them is on screen: the
  // first contentful paint reported (a paint is reported once presented), then three frames
  // begun, as a frame can reach the screen a frame after the next one begins. At most 3 s after
  // parsing (a background tab paints nothing).
  `function afterFrames(n){if(!n)return setTimeout(run,0);requestAnimationFrame(function(){afterFrames(n-1)})}` +
  `function painted(){return performance.getEntriesByName('first-contentful-paint').length>0}` +
  `addEventListener('load',function(){var O=window.PerformanceObserver;` +
  `if(!O||(O.supportedEntryTypes||[]).indexOf('paint')<0||painted())return afterFrames(3);` +
  `var o=new O(function(){if(painted()){o.disconnect();afterFrames(3)}});o.observe({type:'paint'})});` +
  `setTimeout(run,3000)})()`;
