import { DEFAULT_THEME, STORAGE_KEYS } from '@shared/constants';
import { BILINGUAL_PATHS } from '@/route-paths';

/** The navigation bar turns opaque once the page has scrolled more than this. */
export const NAVBAR_OPAQUE_AFTER_PX = 50;

const LANGUAGE_KEY = JSON.stringify(STORAGE_KEYS.language);
const THEME_KEY = JSON.stringify(STORAGE_KEYS.theme);

/** 1. A returning visitor whose stored language differs from the page's goes to the same page in theirs (if it has one). */
const LANGUAGE_REDIRECT = `var l=s.getItem(${LANGUAGE_KEY}),b=${JSON.stringify(BILINGUAL_PATHS)},p=location.pathname.replace(/\\/+$/,'')||'/',e=p==='/en'||p.indexOf('/en/')===0,t=null,a;if(l==='en'&&!e&&b.indexOf(p)>=0)t=p==='/'?'/en':'/en'+p;else if(l==='ar'&&e){a=p==='/en'?'/':p.slice(3);if(b.indexOf(a)>=0)t=a}if(t){location.replace(t+location.search+location.hash);return}`;

/**
 * 2. The theme: `f` applies a choice (data-theme, and data-theme-choice for the menu's icon) and `y`
 * shows it in the theme menu (its label and which option is pressed); a `system` choice follows the
 * OS as it changes.
 */
const THEME = `var k=${THEME_KEY},q=matchMedia('(prefers-color-scheme: dark)'),c,y=function(){var u=document.querySelector('.theme-menu summary'),n='';if(!u)return;document.querySelectorAll('[data-theme-option]').forEach(function(o){var on=o.getAttribute('data-theme-option')===c;o.setAttribute('aria-pressed',String(on));if(on)n=o.textContent});u.setAttribute('aria-label',u.getAttribute('data-label').replace('{}',n))},f=function(m){c=m==='light'||m==='dark'?m:${JSON.stringify(DEFAULT_THEME)};d.dataset.themeChoice=c;d.dataset.theme=c==='dark'||(c==='system'&&q.matches)?'dark':'light';y()};f(s.getItem(k));q.addEventListener('change',function(){f(c)});document.addEventListener('DOMContentLoaded',y);`;

/** 3. The navigation bar is marked scrolled (and turns opaque) past its threshold. */
const NAVBAR = `var h=function(){var n=document.querySelector('.navbar');if(n)n.setAttribute('data-scrolled',String(scrollY>${NAVBAR_OPAQUE_AFTER_PX}))};addEventListener('scroll',h,{passive:true});document.addEventListener('DOMContentLoaded',h);`;

/**
 * 4. Taps: a theme option is applied and stored, and its menu closes; the language switch stores the
 * language it leads to; where the browser lacks invoker commands, a button with one opens or closes
 * its dialog. Escape or a tap elsewhere closes the theme menu.
 */
const TAPS = `document.addEventListener('click',function(v){var x=v.target,o,a,g,i;if(!x.closest)return;o=x.closest('[data-theme-option]');if(o){try{s.setItem(k,o.getAttribute('data-theme-option'))}catch(_){}f(o.getAttribute('data-theme-option'));w(true);return}a=x.closest('[data-language-option]');if(a){try{s.setItem(${LANGUAGE_KEY},a.getAttribute('data-language-option'))}catch(_){}return}i=x.closest('button[commandfor]');if(!i||'commandForElement' in i)return;g=document.getElementById(i.getAttribute('commandfor'));if(!g||!g.showModal)return;if(i.getAttribute('command')==='show-modal'&&!g.open)g.showModal();if(i.getAttribute('command')==='close')g.close()});var w=function(z){var m=document.querySelector('.theme-menu[open]');if(!m)return;m.open=false;if(z)m.querySelector('summary').focus()};document.addEventListener('keydown',function(v){if(v.key==='Escape')w(true)});document.addEventListener('pointerdown',function(v){var m=document.querySelector('.theme-menu[open]');if(m&&!m.contains(v.target))w(false)});`;

/**
 * The one inline script in <head>, run before first paint and the only script most pages have. It is
 * a constant string (its hash goes into the page's Content-Security-Policy). What it does works the
 * same before the page's other scripts run, without them, and after them: they do none of it.
 */
export const HEAD_SCRIPT = `(function(){var d=document.documentElement;try{var s=localStorage;${LANGUAGE_REDIRECT}${THEME}${NAVBAR}${TAPS}}catch(x){d.dataset.theme='light'}})();`;
