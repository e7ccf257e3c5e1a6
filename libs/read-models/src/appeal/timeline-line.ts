// A timeline line with the members it refers to. The text keeps their ids (the record's own words);
// each reference says where its id stands, so a reader who knows the club's members puts a name
// exactly there and nowhere else: a word of free text (grounds, "to the committee") that happens to
// equal a member's id is not that member.
import type { MemberMention } from './appeal-timeline-document';

/** Members an event names by id, written comma-separated in the line. */
export interface Members {
  readonly memberIds: readonly string[];
}

export const members = (...memberIds: readonly string[]): Members => ({ memberIds });

export interface Line {
  readonly text: string;
  readonly members: readonly MemberMention[];
}

type Part = string | number | Members | Line;

/** A tagged template: `line\`lodged by ${members(id)} for ${contestant}\``; a part may be a line itself. */
export function line(strings: TemplateStringsArray, ...parts: readonly Part[]): Line {
  let text = strings[0]!;
  const mentions: MemberMention[] = [];
  parts.forEach((part, i) => {
    if (typeof part !== 'object') text += String(part);
    else if ('memberIds' in part)
      part.memberIds.forEach((memberId, j) => {
        if (j > 0) text += ', ';
        mentions.push({ memberId, at: text.length });
        text += memberId;
      });
    else {
      for (const m of part.members) mentions.push({ memberId: m.memberId, at: text.length + m.at });
      text += part.text;
    }
    text += strings[i + 1]!;
  });
  return { text, members: mentions };
}
