import { addScriptsAfterFirstPaint } from '../deferredScripts';

/** Inlined at the end of every production page's <body> (contract.ts). */
addScriptsAfterFirstPaint(document);
