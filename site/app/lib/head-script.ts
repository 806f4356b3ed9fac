import { STORAGE_KEYS } from '@shared/constants';
import { BILINGUAL_PATHS } from '@/route-paths';

/**
 * The one inline script in <head>, run before first paint. It is a constant string (its hash can
 * go into a Content-Security-Policy):
 * 1. a returning visitor whose stored language differs from the page's is moved to the same page in
 *    their language (only when that page exists in it: Arabic-only city pages are left alone);
 * 2. data-theme is set from the stored theme or the OS preference, so the wrong theme never flashes;
 * 3. a theme chosen in the theme menu before the page's scripts run is stored and applied at once
 *    (afterwards the page's own handler does the same);
 * 4. where the browser lacks invoker commands (`<button command="show-modal" commandfor="…">`, which
 *    open and close the gallery's viewers without scripts), a click on such a button does it instead.
 */
export const HEAD_SCRIPT = `(function(){var d=document.documentElement;try{var s=localStorage,l=s.getItem(${JSON.stringify(
  STORAGE_KEYS.language,
)}),b=${JSON.stringify(BILINGUAL_PATHS)},p=location.pathname.replace(/\\/+$/,'')||'/',e=p==='/en'||p.indexOf('/en/')===0,t=null,a;if(l==='en'&&!e&&b.indexOf(p)>=0)t=p==='/'?'/en':'/en'+p;else if(l==='ar'&&e){a=p==='/en'?'/':p.slice(3);if(b.indexOf(a)>=0)t=a}if(t){location.replace(t+location.search+location.hash);return}var k=${JSON.stringify(
  STORAGE_KEYS.theme,
)},f=function(m){d.dataset.theme=m==='dark'||(m!=='light'&&matchMedia('(prefers-color-scheme: dark)').matches)?'dark':'light'};f(s.getItem(k));document.addEventListener('click',function(v){var o=v.target.closest&&v.target.closest('[data-theme-option]');if(!o)return;var m=o.getAttribute('data-theme-option');try{s.setItem(k,m)}catch(x){}f(m);var w=o.closest('details');if(w)w.open=false});if(!('commandForElement' in HTMLButtonElement.prototype))document.addEventListener('click',function(v){var o=v.target.closest&&v.target.closest('button[commandfor]'),g=o&&document.getElementById(o.getAttribute('commandfor'));if(!g||!g.showModal)return;var c=o.getAttribute('command');if(c==='show-modal'&&!g.open)g.showModal();if(c==='close')g.close()})}catch(x){d.dataset.theme='light'}})();`;
