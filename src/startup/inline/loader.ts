import { addScriptsAfterFirstPaint } from '../deferredScripts';
import { layOutAhead } from '../layoutAhead';

/** Inlined at the end of every production page's <body> (contract.ts). */
addScriptsAfterFirstPaint(document, () => layOutAhead(document));
