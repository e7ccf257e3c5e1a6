// One player of the table chosen by name, or none: who made a silent item, who offended, who called.
export function PlayerSelect(props: {
  label: string;
  name: string;
  value: string;
  /** What the empty choice says ("nobody", "choose"). */
  none: string;
  onChange: (player: string) => void;
  players: readonly string[];
  nameOf: (player: string) => string;
}) {
  return (
    <label>
      {props.label}
      <select name={props.name} value={props.value} onChange={(e) => props.onChange(e.target.value)}>
        <option value="">{props.none}</option>
        {props.players.map((p) => (
          <option key={p} value={p}>
            {props.nameOf(p)}
          </option>
        ))}
      </select>
    </label>
  );
}
