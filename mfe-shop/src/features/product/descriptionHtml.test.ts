import { describe, expect, it } from 'vitest';
import { sanitizeDescriptionHtml } from './descriptionHtml';

describe('sanitizeDescriptionHtml', () => {
  it('keeps paragraphs and lists, so features stay a list', () => {
    const html = '<p>Tablettes de trichlore.</p><ul><li>90 % de chlore</li><li>Stabilisant intégré</li></ul>';
    expect(sanitizeDescriptionHtml(html)).toBe(html);
  });

  it('drops scripts, event handlers, styles and unsafe links', () => {
    expect(sanitizeDescriptionHtml('<p onclick="x()" style="color:red">Texte<script>alert(1)</script></p>')).toBe('<p>Texte</p>');
    expect(sanitizeDescriptionHtml('<a href="javascript:alert(1)">lien</a>')).toBe('<a>lien</a>');
    expect(sanitizeDescriptionHtml('<a href="https://exemple.ca">lien</a>')).toBe('<a href="https://exemple.ca">lien</a>');
    expect(sanitizeDescriptionHtml('<iframe src="x"></iframe><div>bloc</div>')).toBe('bloc');
  });
});
