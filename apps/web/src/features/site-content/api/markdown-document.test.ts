import { describe, expect, it } from 'vitest';
import { parseMarkdownDocument, sectionHeadings } from './markdown-document';

describe('parseMarkdownDocument', () => {
  it('splits the front matter from the body', () => {
    const document = parseMarkdownDocument(
      '---\ntitle: Terms: the rules\ndescription: What you agree to.\n---\n\n# Terms\n',
      'en/terms.md',
    );
    expect(document).toEqual({
      title: 'Terms: the rules',
      description: 'What you agree to.',
      body: '\n# Terms\n',
    });
  });

  it('refuses a file without a title or description', () => {
    expect(() => parseMarkdownDocument('# Terms\n', 'de/terms.md')).toThrow(/de\/terms.md/);
    expect(() => parseMarkdownDocument('---\ntitle: Terms\n---\nx', 'de/terms.md')).toThrow();
  });
});

describe('sectionHeadings', () => {
  it('lists the second-level headings with the ids the renderer gives them', () => {
    expect(
      sectionHeadings('# Help\n\n## Your account\ntext\n### A question?\n## Deposits ##\n'),
    ).toEqual([
      { id: 'your-account', text: 'Your account' },
      { id: 'deposits', text: 'Deposits' },
    ]);
  });
});
