// A thin layer over fast-xml-parser: elements as plain objects with every value kept as text,
// and the source line of each element (for error messages that name the line).
import { XMLParser, XMLValidator } from 'fast-xml-parser';
import { ImportError } from '../errors/import-error';

export interface XmlElement {
  readonly name: string;
  readonly attributes: Readonly<Record<string, string>>;
  readonly children: readonly XmlElement[];
  /** Text content of a leaf element ('' when empty). */
  readonly text: string;
  readonly line: number;
}

type OrderedNode = Record<string, unknown> & { ':@'?: Record<string, string> };

export function parseXml(text: string, file: string): XmlElement {
  const valid = XMLValidator.validate(text);
  if (valid !== true) {
    throw new ImportError({ file, line: valid.err.line, field: 'XML' }, valid.err.msg);
  }
  const parser = new XMLParser({
    preserveOrder: true,
    ignoreAttributes: false,
    attributeNamePrefix: '',
    parseTagValue: false,
    parseAttributeValue: false,
    trimValues: true,
    captureMetaData: true,
    processEntities: true,
  });
  const nodes = parser.parse(text) as OrderedNode[];
  const lineOf = lineIndex(text);
  const meta = XMLParser.getMetaDataSymbol() as unknown as string;
  const elements = nodes.map((node) => toElement(node, lineOf, meta)).filter((e): e is XmlElement => e !== null);
  const root = elements.find((element) => !element.name.startsWith('?'));
  if (root === undefined) throw new ImportError({ file, line: null, field: 'XML' }, 'no root element');
  return root;
}

function toElement(node: OrderedNode, lineOf: (index: number) => number, meta: string): XmlElement | null {
  const name = Object.keys(node).find((key) => key !== ':@');
  if (name === undefined || name === '#text' || name.startsWith('!')) return null;
  const content = (node[name] ?? []) as OrderedNode[];
  const children: XmlElement[] = [];
  let text = '';
  for (const child of content) {
    if ('#text' in child) text += String(child['#text']);
    else {
      const element = toElement(child, lineOf, meta);
      if (element !== null) children.push(element);
    }
  }
  const start = (node as Record<string, { startIndex?: number } | undefined>)[meta]?.startIndex;
  return {
    name,
    attributes: node[':@'] ?? {},
    children,
    text: text.trim(),
    line: start === undefined ? 0 : lineOf(start),
  };
}

function lineIndex(text: string): (index: number) => number {
  const starts = [0];
  for (let i = 0; i < text.length; i++) if (text[i] === '\n') starts.push(i + 1);
  return (index) => {
    let low = 0;
    let high = starts.length - 1;
    while (low < high) {
      const middle = (low + high + 1) >> 1;
      if (starts[middle]! <= index) low = middle;
      else high = middle - 1;
    }
    return low + 1;
  };
}

export function child(element: XmlElement, name: string): XmlElement | undefined {
  return element.children.find((c) => c.name === name);
}

export function childrenNamed(element: XmlElement, name: string): XmlElement[] {
  return element.children.filter((c) => c.name === name);
}

/** Text of a child element; undefined when absent. */
export function childText(element: XmlElement, name: string): string | undefined {
  return child(element, name)?.text;
}
