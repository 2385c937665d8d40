import path from 'node:path';
import ts from 'typescript';

/** FNV-1a (32 bits) in base 36: a short id that depends on nothing but its text. */
function shortHash(text: string): string {
  let hash = 0x811c9dc5;
  for (let i = 0; i < text.length; i += 1) {
    hash ^= text.charCodeAt(i);
    hash = Math.imul(hash, 0x01000193);
  }
  return (hash >>> 0).toString(36);
}

/** The tag of a styled component's template: `styled.div`, `styled(Link)`, `styled.a.attrs(…)`. */
function isStyledTag(tag: ts.Expression): boolean {
  if (ts.isIdentifier(tag)) return tag.text === 'styled';
  if (ts.isPropertyAccessExpression(tag)) {
    return tag.name.text !== 'withConfig' && isStyledTag(tag.expression);
  }
  if (ts.isCallExpression(tag)) return isStyledTag(tag.expression);
  return false;
}

/**
 * A TypeScript transformer (for ts-loader) that gives every `const Name = styled…` template a
 * componentId made from its file and name.
 *
 * Without one, styled-components numbers components in the order a bundle creates them, and
 * the class names come from those numbers. The prerender creates every component up front;
 * the browser creates the first view's, then each section's as its chunk arrives. The two
 * orders differ, so the browser gave some prerendered elements other class names than the
 * HTML has, inserted a second copy of their rules while hydrating, and restyled the page
 * each time. With the same id on both sides, hydration reuses the prerendered rules.
 */
export function styledComponentIds(rootDir: string): ts.TransformerFactory<ts.SourceFile> {
  return (context) => (sourceFile) => {
    const file = path.relative(rootDir, sourceFile.fileName).split(path.sep).join('/');
    const visit = (node: ts.Node): ts.Node => {
      if (
        ts.isVariableDeclaration(node) &&
        ts.isIdentifier(node.name) &&
        node.initializer &&
        ts.isTaggedTemplateExpression(node.initializer) &&
        isStyledTag(node.initializer.tag)
      ) {
        const template = node.initializer;
        const componentId = `sc-${shortHash(`${file}:${node.name.text}`)}`;
        const tag = ts.factory.createCallExpression(
          ts.factory.createPropertyAccessExpression(template.tag, 'withConfig'),
          undefined,
          [
            ts.factory.createObjectLiteralExpression([
              ts.factory.createPropertyAssignment(
                'componentId',
                ts.factory.createStringLiteral(componentId),
              ),
            ]),
          ],
        );
        return ts.factory.updateVariableDeclaration(
          node,
          node.name,
          node.exclamationToken,
          node.type,
          ts.factory.updateTaggedTemplateExpression(
            template,
            tag,
            template.typeArguments,
            template.template,
          ),
        );
      }
      return ts.visitEachChild(node, visit, context);
    };
    return ts.visitNode(sourceFile, visit) as ts.SourceFile;
  };
}
