import { Search } from "lucide-react";
import type { ReactNode } from "react";
import { Form } from "react-router";
import { Button } from "#app/components/ui/button.tsx";
import { Input } from "#app/components/ui/input.tsx";

/** A list's search (GET `q`): a labelled field and « Rechercher »; `children`: the filters it keeps. */
export function SearchForm({
  id,
  label,
  placeholder,
  defaultValue,
  className,
  children,
}: {
  id: string;
  label: string;
  placeholder: string;
  defaultValue: string;
  className?: string;
  children?: ReactNode;
}) {
  return (
    <Form method="get" role="search" className={className}>
      {children}
      <label htmlFor={id} className="sr-only">
        {label}
      </label>
      <Input id={id} name="q" type="search" defaultValue={defaultValue} placeholder={placeholder} />
      <Button type="submit" variant="outline">
        <Search aria-hidden="true" /> Rechercher
      </Button>
    </Form>
  );
}
