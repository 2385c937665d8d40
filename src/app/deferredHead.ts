/**
 * Head tags the build holds back in `<template id="deferred-head">`: the web manifest. Chrome
 * fetches a manifest, and then its icon, as soon as it sees one, to tell whether the page can
 * be installed; added once the page has started, those requests no longer share a slow
 * connection with the first view's script.
 */
export const DEFERRED_HEAD_ID = 'deferred-head';

/** Moves the held-back tags into <head>; a page without them is left as it is. */
export function addDeferredHeadTags(doc: Document = document): void {
  const template = doc.getElementById(DEFERRED_HEAD_ID);
  if (!(template instanceof HTMLTemplateElement)) return;
  doc.head.append(template.content.cloneNode(true));
  template.remove();
}
