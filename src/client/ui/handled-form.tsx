// A form the page handles itself: the browser's submit (a navigation) is prevented and onSubmit runs.
// Shared by the search boxes, the chat's composer and the lists' add-an-item forms.
import type { FormHTMLAttributes } from "react";

export function HandledForm({ onSubmit, ...form }: { onSubmit: () => void } & Omit<FormHTMLAttributes<HTMLFormElement>, "onSubmit">) {
  return (
    <form
      {...form}
      onSubmit={(e) => {
        e.preventDefault();
        onSubmit();
      }}
    />
  );
}
