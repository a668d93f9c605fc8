import type { DetailedHTMLProps, HTMLAttributes } from 'react';

// media-chrome's custom elements as JSX knows them: React 19 gives a custom element the props it has as
// properties and the rest as attributes. Only the elements and attributes the lesson player uses.
type MediaElement<Extra = object> = DetailedHTMLProps<HTMLAttributes<HTMLElement>, HTMLElement> & Extra;

declare module 'react' {
  namespace JSX {
    interface IntrinsicElements {
      'media-controller': MediaElement<{ autohide?: string; hotkeys?: string; nosubtitleslangpref?: boolean; keyboardforwardseekoffset?: string; keyboardbackwardseekoffset?: string }>;
      'media-control-bar': MediaElement;
      'media-play-button': MediaElement;
      'media-seek-backward-button': MediaElement<{ seekoffset?: string }>;
      'media-seek-forward-button': MediaElement<{ seekoffset?: string }>;
      'media-mute-button': MediaElement;
      'media-volume-range': MediaElement;
      'media-time-range': MediaElement;
      'media-time-display': MediaElement<{ showduration?: boolean; notoggle?: boolean }>;
      'media-captions-button': MediaElement;
      'media-pip-button': MediaElement;
      'media-fullscreen-button': MediaElement;
      'media-loading-indicator': MediaElement<{ noautohide?: boolean }>;
      'media-chrome-button': MediaElement;
      'media-settings-menu': MediaElement<{ anchor?: string }>;
      'media-settings-menu-button': MediaElement;
      'media-settings-menu-item': MediaElement;
      'media-playback-rate-menu': MediaElement<{ rates?: string }>;
      'media-captions-menu': MediaElement;
      'media-chrome-menu': MediaElement;
      'media-chrome-menu-item': MediaElement<{ type?: string; value?: string; checked?: boolean }>;
    }
  }
}
