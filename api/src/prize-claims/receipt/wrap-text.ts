/** Thai has no spaces between words: lines break between the words ICU's dictionary finds. */
const words = new Intl.Segmenter('th', { granularity: 'word' });

/** `text` cut into lines no wider than `maxWidth` (by `measure`); a word wider than a line stays whole. */
export function wrapText(text: string, maxWidth: number, measure: (text: string) => number): string[] {
  const lines: string[] = [];
  let line = '';
  for (const { segment } of words.segment(text)) {
    const next = line + segment;
    if (line && measure(next.trimEnd()) > maxWidth) {
      lines.push(line.trimEnd());
      line = segment.trimStart();
    } else {
      line = next;
    }
  }
  if (line.trim()) lines.push(line.trimEnd());
  return lines;
}
