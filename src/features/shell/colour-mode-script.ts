import { COLOUR_MODE_KEY } from './colour-mode.ts';

/**
 * Runs in the page head before first paint (SPEC.md section 4): the stored choice wins when the school allows
 * the toggle; otherwise the stored choice is removed and the school's default (server-rendered on <html>) stays.
 */
export const COLOUR_MODE_SCRIPT = `(function(){var d=document.documentElement,k=${JSON.stringify(COLOUR_MODE_KEY)};try{if(d.getAttribute('data-color-mode-toggle')==='on'){var s=localStorage.getItem(k);if(s==='light'||s==='dark')d.setAttribute('data-color-mode',s)}else{localStorage.removeItem(k)}}catch(e){}})();`;
