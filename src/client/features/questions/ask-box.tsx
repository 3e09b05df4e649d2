// 'Ask another question...' (docs/product.md#b-screens): non-blank text becomes a slug (docs/product.md#b-validation) and opens its page.
import { useId, useState } from "react";
import { useNavigate } from "react-router";
import { questionPath, slugify } from "../../../shared/questions/types.ts";
import { HandledForm } from "../../ui/handled-form.tsx";

export function AskBox() {
  const [text, setText] = useState("");
  const navigate = useNavigate();
  const id = useId();
  const go = () => {
    const slug = slugify(text);
    if (!text.trim() || !slug) return;
    setText("");
    void navigate(questionPath(slug));
  };
  return (
    <HandledForm role="search" className="flex gap-2" onSubmit={go}>
      <label htmlFor={id} className="sr-only">
        Ask another question
      </label>
      <input
        id={id}
        value={text}
        onChange={(e) => setText(e.target.value)}
        placeholder="Ask another question..."
        maxLength={200}
        className="min-w-0 flex-1 rounded-xl border border-stone-300 bg-white px-4 py-2.5 text-base text-stone-900 placeholder:text-stone-500 focus:border-orange-600 focus:outline-none focus:ring-2 focus:ring-orange-200"
      />
      <button type="submit" className="rounded-xl bg-orange-700 px-5 py-2.5 font-semibold text-white hover:bg-orange-800">
        Search
      </button>
    </HandledForm>
  );
}
