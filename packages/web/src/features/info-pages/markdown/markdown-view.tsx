import { Typography } from '@mantine/core';
import { useMemo, type ReactNode } from 'react';
import { Link } from 'react-router';
import { linkKind, parseMarkdown, type Block, type Inline } from './parse-markdown';
import classes from './markdown.module.css';

function renderInline(nodes: Inline[], keyPrefix = ''): ReactNode[] {
  return nodes.map((node, index) => {
    const key = `${keyPrefix}${index}`;
    switch (node.type) {
      case 'text':
        return node.text;
      case 'code':
        return <code key={key}>{node.text}</code>;
      case 'strong':
        return <strong key={key}>{renderInline(node.children, `${key}.`)}</strong>;
      case 'em':
        return <em key={key}>{renderInline(node.children, `${key}.`)}</em>;
      case 'link': {
        const children = renderInline(node.children, `${key}.`);
        const kind = linkKind(node.href);
        if (kind === 'internal') {
          return (
            <Link key={key} to={node.href}>
              {children}
            </Link>
          );
        }
        if (kind === 'external') {
          return (
            <a key={key} href={node.href} target="_blank" rel="noopener noreferrer">
              {children}
            </a>
          );
        }
        return <span key={key}>{children}</span>;
      }
    }
  });
}

function renderBlock(block: Block, key: string): ReactNode {
  switch (block.type) {
    case 'heading': {
      const Heading = `h${block.level}` as const;
      return <Heading key={key}>{renderInline(block.children)}</Heading>;
    }
    case 'paragraph':
      return <p key={key}>{renderInline(block.children)}</p>;
    case 'list': {
      const items = block.items.map((item, i) => <li key={i}>{renderInline(item)}</li>);
      return block.ordered ? (
        <ol key={key} start={block.start === 1 ? undefined : block.start}>
          {items}
        </ol>
      ) : (
        <ul key={key}>{items}</ul>
      );
    }
    case 'blockquote':
      return (
        <blockquote key={key}>
          {block.children.map((child, i) => renderBlock(child, `${key}.${i}`))}
        </blockquote>
      );
    case 'rule':
      return <hr key={key} />;
  }
}

/** A page body in Markdown, drawn as React elements (never as an HTML string). */
export function MarkdownView({ source }: { source: string }) {
  const blocks = useMemo(() => parseMarkdown(source), [source]);
  return (
    <Typography className={classes.body}>
      {blocks.map((block, i) => renderBlock(block, String(i)))}
    </Typography>
  );
}
