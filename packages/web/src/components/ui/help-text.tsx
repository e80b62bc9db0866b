import { parseHelpMarkup, type HelpBlock, type HelpInline } from '@kokpit/shared';
import { useMemo, type ReactNode } from 'react';

/*
 * A help text (a question's, or the one its school wrote) in Markdown-lite, drawn as React
 * elements from shared `parseHelpMarkup`: never as an HTML string, so whatever was typed
 * (a script tag included) shows as text. Links open in a new tab, so a running test stays
 * where it is; the parser lets through only the product's own paths and https addresses.
 */

function renderInline(nodes: HelpInline[], prefix: string): ReactNode[] {
  return nodes.map((node, index) => {
    const key = `${prefix}${index}`;
    switch (node.type) {
      case 'text':
        return node.text;
      case 'break':
        return <br key={key} />;
      case 'strong':
        return <strong key={key}>{renderInline(node.children, `${key}.`)}</strong>;
      case 'em':
        return <em key={key}>{renderInline(node.children, `${key}.`)}</em>;
      case 'link':
        return (
          <a key={key} href={node.href} target="_blank" rel="noopener noreferrer">
            {renderInline(node.children, `${key}.`)}
          </a>
        );
    }
  });
}

function renderBlock(block: HelpBlock, key: string): ReactNode {
  if (block.type === 'paragraph') return <p key={key}>{renderInline(block.children, '')}</p>;
  const items = block.items.map((item, i) => <li key={i}>{renderInline(item, '')}</li>);
  return block.ordered ? (
    <ol key={key} start={block.start === 1 ? undefined : block.start}>
      {items}
    </ol>
  ) : (
    <ul key={key}>{items}</ul>
  );
}

interface HelpTextProps {
  source: string;
  className?: string;
}

/** A help text as paragraphs, lists, emphasis and links. */
export function HelpText({ source, className }: HelpTextProps) {
  const blocks = useMemo(() => parseHelpMarkup(source), [source]);
  return (
    <div className={className} data-help-text="">
      {blocks.map((block, i) => renderBlock(block, String(i)))}
    </div>
  );
}
