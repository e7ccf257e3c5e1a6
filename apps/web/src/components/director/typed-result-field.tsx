'use client';
// The whole result typed on a keyboard in one line ("4SN=", "3NTXE-1", "4HW+1CK", "P"), then Enter:
// at most 12 key presses. What is read fills the pad's buttons, so the scorer sees the contract and
// the score before it is entered; a line that is no result is named in words when Enter is pressed.
// The rubber table's scorer uses it too, with the honours after the result ("4SN=100E").
import { useTranslations } from 'next-intl';
import { useState } from 'react';
import { readTypedResult, type TypedResult, type TypedResultTable } from '@club/bridge';

export function TypedResultField({
  text,
  onText,
  onRead,
  onEnter,
  table = 'duplicate',
}: {
  text: string;
  onText: (text: string) => void;
  onRead: (result: TypedResult) => void;
  /** Enter pressed on a line that reads as a result. */
  onEnter: () => void;
  /** Where the result is typed: honours may follow it at a standard rubber table. */
  table?: TypedResultTable;
}) {
  const t = useTranslations('directorResultPad');
  const [problem, setProblem] = useState<string | null>(null);
  const options = { table };
  return (
    <form
      className="typed-result"
      onSubmit={(e) => {
        e.preventDefault();
        const reading = readTypedResult(text, options);
        if (reading.ok) onEnter();
        else setProblem(text.trim() === '' ? null : reading.problem);
      }}
    >
      <label>
        {t('resultTyped')}
        <input
          name="typed-result"
          value={text}
          placeholder={t('typedPlaceholder')}
          autoFocus
          autoCapitalize="characters"
          autoComplete="off"
          spellCheck={false}
          enterKeyHint="done"
          aria-invalid={problem !== null}
          aria-describedby="typed-result-problem"
          onChange={(e) => {
            onText(e.target.value);
            setProblem(null);
            const reading = readTypedResult(e.target.value, options);
            if (reading.ok) onRead(reading.result);
          }}
        />
      </label>
      <p id="typed-result-problem" className={problem ? 'error' : 'muted'}>
        {problem ?? (table === 'standard' ? t('typedHintHonours') : t('typedHint'))}
      </p>
    </form>
  );
}
