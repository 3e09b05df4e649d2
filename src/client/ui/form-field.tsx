// Labelled inputs with their hint and error wired for screen readers (aria-describedby, aria-invalid).
import type { ChangeEvent, InputHTMLAttributes, ReactNode, TextareaHTMLAttributes } from "react";
import { useEarlyInput } from "../lib/hooks.ts";

const inputClass = (error?: string) =>
  `w-full rounded-lg border bg-white px-3 py-2.5 text-base text-stone-900 shadow-sm outline-none focus:ring-2 ${
    error ? "border-red-600 focus:ring-red-200" : "border-stone-300 focus:border-orange-600 focus:ring-orange-200"
  }`;

function Described({ id, hint, error }: { id: string; hint?: ReactNode; error?: string }) {
  return (
    <>
      {hint && (
        <p id={`${id}-hint`} className="text-xs text-stone-600">
          {hint}
        </p>
      )}
      {error && (
        <p id={`${id}-error`} className="text-sm text-red-700">
          {error}
        </p>
      )}
    </>
  );
}
const describedBy = (id: string, hint?: ReactNode, error?: string) => [hint && `${id}-hint`, error && `${id}-error`].filter(Boolean).join(" ") || undefined;

type FieldProps = { id: string; label: string; hint?: ReactNode; error?: string };

/** The label above its control, then the hint and error the control points at (`wired`). */
function Field({ id, label, hint, error, children }: FieldProps & { children: ReactNode }) {
  return (
    <div className="flex flex-col gap-1.5">
      <label htmlFor={id} className="text-sm font-medium text-stone-800">
        {label}
      </label>
      {children}
      <Described id={id} hint={hint} error={error} />
    </div>
  );
}
const wired = ({ id, hint, error }: FieldProps) => ({
  id,
  name: id,
  "aria-invalid": error ? true : undefined,
  "aria-describedby": describedBy(id, hint, error),
});

/**
 * What was typed into a controlled field before hydration, passed to its onChange as a change of the
 * element (the handlers read `e.target.value`), so the form's state holds what the reader sees.
 */
function useTypedEarly<E extends HTMLInputElement | HTMLTextAreaElement>(value: unknown, onChange?: (e: ChangeEvent<E>) => void) {
  return useEarlyInput<E>(value === undefined ? "" : String(value), (_, el) => {
    if (value !== undefined) onChange?.({ target: el, currentTarget: el } as ChangeEvent<E>);
  });
}

export function TextField({ className = "", ...props }: FieldProps & InputHTMLAttributes<HTMLInputElement>) {
  const { label: _label, hint: _hint, error, ...input } = props;
  const ref = useTypedEarly(props.value, props.onChange);
  return (
    <Field {...props}>
      <input {...wired(props)} className={`${inputClass(error)} ${className}`} {...input} ref={ref} />
    </Field>
  );
}

export function TextArea(props: FieldProps & TextareaHTMLAttributes<HTMLTextAreaElement>) {
  const { label: _label, hint: _hint, error, ...input } = props;
  const ref = useTypedEarly(props.value, props.onChange);
  return (
    <Field {...props}>
      <textarea {...wired(props)} className={inputClass(error)} {...input} ref={ref} />
    </Field>
  );
}

/** A field people never see or reach (off-screen, no tab stop): only bots fill it in. */
export function HoneypotField({ value, onChange }: { value: string; onChange: (v: string) => void }) {
  return (
    <div aria-hidden="true" className="absolute -left-[10000px] top-auto size-px overflow-hidden">
      <label htmlFor="website">Leave this field empty</label>
      <input id="website" name="website" type="text" tabIndex={-1} autoComplete="off" value={value} onChange={(e) => onChange(e.target.value)} />
    </div>
  );
}
