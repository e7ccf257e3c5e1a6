'use client';
// The whole result typed on a keyboard in one line ("4SN=", "3NTXE-1", "4HW+1CK", "P"), then Enter:
// at most 12 key presses. What is read fills the pad's buttons, so the scorer sees the contract and
// the score before it is entered; a line that is no result is named in words when Enter is pressed.
import { useState } from 'react';
import { readTypedResult, TYPED_RESULT_HINT, type TypedResult } from '@club/bridge';

export function TypedResultField({
  text,
  onText,
  onRead,
  onEnter,
}: {
  text: string;
  onText: (text: string) => void;
  onRead: (result: TypedResult) => void;
  /** Enter pressed on a line that reads as a result. */
  onEnter: () => void;
}) {
  const [problem, setProblem] = useState<string | null>(null);
  return (
    <form
      className="typed-result"
      onSubmit={(e) => {
        e.preventDefault();
        const reading = readTypedResult(text);
        if (reading.ok) onEnter();
        else setProblem(text.trim() === '' ? null : reading.problem);
      }}
    >
      <label>
        Result, typed
        <input
          name="typed-result"
          value={text}
          placeholder="4SN= or 3NTXE-1"
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
            const reading = readTypedResult(e.target.value);
            if (reading.ok) onRead(reading.result);
          }}
        />
      </label>
      <p id="typed-result-problem" className={problem ? 'error' : 'muted'}>
        {problem ?? `Then Enter. ${TYPED_RESULT_HINT[0]?.toUpperCase()}${TYPED_RESULT_HINT.slice(1)}.`}
      </p>
    </form>
  );
}
