// The email a member signs in with: the sign-in form's field, and "forgot password"'s.
export function EmailField({ value, onChange }: { value: string; onChange: (email: string) => void }) {
  return (
    <label>
      Email
      <input
        name="email"
        type="email"
        autoComplete="username"
        required
        value={value}
        onChange={(e) => onChange(e.target.value)}
      />
    </label>
  );
}
