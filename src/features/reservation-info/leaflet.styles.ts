import { css } from '../../styles/css';

/**
 * The subset of leaflet 1.9's leaflet.css the info-page map needs (panes, tiles, vector marker,
 * zoom and attribution controls), adopted into the shadow root as a constructable sheet: the
 * document's stylesheets do not reach inside, and a <style> tag would be blocked by a strict CSP.
 * Physical left/right are kept on purpose: the map's own coordinate space does not mirror in RTL.
 */
export const leafletStyles = css`
  .leaflet-pane, .leaflet-tile, .leaflet-marker-icon, .leaflet-marker-shadow, .leaflet-tile-container,
  .leaflet-pane > svg, .leaflet-pane > canvas, .leaflet-zoom-box, .leaflet-image-layer, .leaflet-layer {
    position: absolute; left: 0; top: 0;
  }
  .leaflet-container { overflow: hidden; -webkit-tap-highlight-color: transparent; background: #ddd; outline-offset: 1px;
    font-family: inherit; font-size: 0.75rem; line-height: 1.5; direction: ltr; }
  .leaflet-tile, .leaflet-marker-icon, .leaflet-marker-shadow { user-select: none; -webkit-user-drag: none; }
  .leaflet-tile::selection { background: transparent; }
  .leaflet-marker-icon, .leaflet-marker-shadow { display: block; }
  .leaflet-container .leaflet-overlay-pane svg { max-width: none !important; max-height: none !important; }
  .leaflet-container .leaflet-marker-pane img, .leaflet-container .leaflet-shadow-pane img,
  .leaflet-container .leaflet-tile-pane img, .leaflet-container img.leaflet-image-layer, .leaflet-container .leaflet-tile {
    max-width: none !important; max-height: none !important; width: auto; padding: 0;
  }
  .leaflet-container img.leaflet-tile { mix-blend-mode: plus-lighter; }
  .leaflet-container.leaflet-touch-zoom { touch-action: pan-x pan-y; }
  .leaflet-container.leaflet-touch-drag { touch-action: none; touch-action: pinch-zoom; }
  .leaflet-container.leaflet-touch-drag.leaflet-touch-zoom { touch-action: none; }
  .leaflet-tile { filter: inherit; visibility: hidden; }
  .leaflet-tile-loaded { visibility: inherit; }
  .leaflet-zoom-box { width: 0; height: 0; box-sizing: border-box; z-index: 800; }
  .leaflet-pane { z-index: 400; }
  .leaflet-tile-pane { z-index: 200; }
  .leaflet-overlay-pane { z-index: 400; }
  .leaflet-shadow-pane { z-index: 500; }
  .leaflet-marker-pane { z-index: 600; }
  .leaflet-tooltip-pane { z-index: 650; }
  .leaflet-popup-pane { z-index: 700; }
  .leaflet-map-pane canvas { z-index: 100; }
  .leaflet-map-pane svg { z-index: 200; }
  .leaflet-control { position: relative; z-index: 800; pointer-events: auto; float: left; clear: both; cursor: auto; }
  .leaflet-top, .leaflet-bottom { position: absolute; z-index: 1000; pointer-events: none; }
  .leaflet-top { top: 0; }
  .leaflet-right { right: 0; }
  .leaflet-bottom { bottom: 0; }
  .leaflet-left { left: 0; }
  .leaflet-right .leaflet-control { float: right; }
  .leaflet-top .leaflet-control { margin-top: 10px; }
  .leaflet-bottom .leaflet-control { margin-bottom: 10px; }
  .leaflet-left .leaflet-control { margin-left: 10px; }
  .leaflet-right .leaflet-control { margin-right: 10px; }
  .leaflet-zoom-animated { transform-origin: 0 0; }
  svg.leaflet-zoom-animated { will-change: transform; }
  .leaflet-zoom-anim .leaflet-zoom-animated { transition: transform 0.25s cubic-bezier(0, 0, 0.25, 1); }
  .leaflet-zoom-anim .leaflet-tile, .leaflet-pan-anim .leaflet-tile { transition: none; }
  .leaflet-zoom-anim .leaflet-zoom-hide { visibility: hidden; }
  .leaflet-interactive { cursor: pointer; }
  .leaflet-grab { cursor: grab; }
  .leaflet-dragging .leaflet-grab, .leaflet-dragging .leaflet-grab .leaflet-interactive { cursor: grabbing; }
  .leaflet-marker-icon, .leaflet-marker-shadow, .leaflet-image-layer, .leaflet-pane > svg path, .leaflet-tile-container { pointer-events: none; }
  .leaflet-marker-icon.leaflet-interactive, .leaflet-image-layer.leaflet-interactive,
  .leaflet-pane > svg path.leaflet-interactive { pointer-events: auto; }
  .leaflet-container a { color: #0078a8; }
  .leaflet-bar { box-shadow: 0 1px 5px rgba(0, 0, 0, 0.65); border-radius: 4px; }
  .leaflet-bar a {
    background-color: #fff; border-bottom: 1px solid #ccc; width: 30px; height: 30px; line-height: 30px;
    display: block; text-align: center; text-decoration: none; color: #000;
  }
  .leaflet-bar a:hover, .leaflet-bar a:focus { background-color: #f4f4f4; }
  .leaflet-bar a:focus-visible { outline: 2px solid var(--_primary); outline-offset: 1px; }
  .leaflet-bar a:first-child { border-top-left-radius: 4px; border-top-right-radius: 4px; }
  .leaflet-bar a:last-child { border-bottom-left-radius: 4px; border-bottom-right-radius: 4px; border-bottom: none; }
  .leaflet-bar a.leaflet-disabled { cursor: default; background-color: #f4f4f4; color: #bbb; }
  .leaflet-control-zoom-in, .leaflet-control-zoom-out { font: bold 20px 'Lucida Console', Monaco, monospace; text-indent: 1px; }
  .leaflet-container .leaflet-control-attribution { background: rgba(255, 255, 255, 0.8); margin: 0; }
  .leaflet-control-attribution { padding: 0 5px; color: #333; line-height: 1.4; }
  .leaflet-control-attribution a { text-decoration: none; }
  .leaflet-control-attribution a:hover, .leaflet-control-attribution a:focus { text-decoration: underline; }
  .leaflet-attribution-flag { display: inline !important; vertical-align: baseline !important; width: 1em; height: 0.6669em; }
`;
