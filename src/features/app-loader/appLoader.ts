/**
 * How a prerendered page asks for the app: not with a `<script type="module" src>`, which the
 * browser fetches at once, but with this inline script (src/build/appScripts.ts writes it), which
 * requests the entry only once the page has loaded and painted. On a slow phone the
 * entry's request then never shares the connection with the stylesheet and the font before the
 * first paint: requested at once, it cost mobile Lighthouse one simulated round trip of LCP
 * (1.11 of the zero-JavaScript twin instead of 1.00). Until it runs the page is whole and its
 * links work, as without JavaScript.
 *
 * Then it asks for the scripts the app starts with (`data-preload`: React, the other
 * libraries, the app's shell, then the page's view) as module preloads: fetched side by side,
 * and evaluated only when the entry imports them. Found one import after another, they came in
 * a chain of five requests, and the view only once the app had started and resolved the
 * address. One preload per task: adding a preload link costs a phone up to 14 ms (CPU slowed
 * 4x), and six in one task made it a long one.
 *
 * The script is constant, so the Content-Security-Policy admits it by hash; the entry's hashed
 * address travels in its `data-entry` attribute. The entry waits for no timer or frame callback:
 * the paint entry is only reported once the paint is on screen, and timers may be held back (a
 * background tab, a test's paused clock). Browsers that do not report paints go by the load
 * event alone. Only the preloads, which the app does not need to start, follow one timer after
 * another.
 */
export const APP_LOADER_SCRIPT = [
  '(function(script){',
  "var entry=script.getAttribute('data-entry');",
  "var loaded=document.readyState==='complete';",
  'var types=window.PerformanceObserver&&PerformanceObserver.supportedEntryTypes||[];',
  "var painted=types.indexOf('paint')<0||performance.getEntriesByName('first-contentful-paint').length>0;",
  'function start(){',
  'if(!loaded||!painted||!entry)return;',
  "var app=document.createElement('script');app.type='module';app.src=entry;entry=null;",
  'document.head.appendChild(app);',
  "var next=(script.getAttribute('data-preload')||'').split(' ');",
  '(function preload(){',
  'var src=next.shift();if(!src)return;',
  "var link=document.createElement('link');link.rel='modulepreload';link.href=src;",
  'document.head.appendChild(link);setTimeout(preload)',
  '})()',
  '}',
  "if(!loaded)addEventListener('load',function(){loaded=true;start()},{once:true});",
  'if(!painted)new PerformanceObserver(function(list,observer){',
  "if(!list.getEntriesByName('first-contentful-paint').length)return;",
  'observer.disconnect();painted=true;start()',
  "}).observe({type:'paint',buffered:true});",
  'start()',
  '})(document.currentScript)',
].join('')
