import { addScriptsAfterFirstPaint } from '../deferredScripts';
import { prepareOverlays } from '../overlayPreparation';

/** Inlined at the end of every production page's <body> (contract.ts). */
addScriptsAfterFirstPaint(document, () => prepareOverlays(document));
