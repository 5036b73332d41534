import { ArrowRight, CircleCheck, ListTodo } from "lucide-react";
import { Link } from "react-router";
import { formatFcfa } from "#app/lib/money.ts";
import type { TodoSection } from "#app/features/todo/todo.ts";

/**
 * « À faire »: each section the member acts on, its count, its oldest items with their
 * one action, and « Tout voir » when there are more. When nothing waits, it says so.
 */
export function TodoList({ sections, total }: { sections: TodoSection[]; total: number }) {
  return (
    <section aria-labelledby="a-faire-titre" className="mt-10" data-testid="todo">
      <h2 id="a-faire-titre" className="flex items-center gap-2 text-xl font-semibold">
        <ListTodo aria-hidden="true" className="size-5 text-primary" />À faire
        {total > 0 ? (
          <span className="rounded-full bg-primary px-2 py-0.5 text-sm font-semibold text-primary-foreground tabular-nums">
            {total}
          </span>
        ) : null}
      </h2>
      {sections.length === 0 ? (
        <p className="mt-4 flex items-center gap-2 rounded-xl border bg-card p-5 text-muted-foreground">
          <CircleCheck aria-hidden="true" className="size-5 text-primary" />
          Rien n&apos;attend aujourd&apos;hui.
        </p>
      ) : (
        <div className="mt-4 grid gap-4 lg:grid-cols-2">
          {sections.map((section) => (
            <section
              key={section.key}
              aria-labelledby={`a-faire-${section.key}`}
              className="rounded-xl border bg-card p-5 shadow-sm"
              data-testid={`todo-${section.key}`}
            >
              <h3
                id={`a-faire-${section.key}`}
                className="flex items-baseline justify-between gap-3 font-semibold"
              >
                <span>{section.title}</span>
                <span className="text-sm text-muted-foreground tabular-nums">{section.count}</span>
              </h3>
              <ul className="mt-3 divide-y">
                {section.items.map((item) => (
                  <li key={item.id} className="flex flex-wrap items-start gap-x-4 gap-y-1 py-3">
                    <div className="min-w-0 flex-1 basis-56">
                      <p className="font-medium [overflow-wrap:anywhere]">{item.title}</p>
                      <p className="text-sm text-muted-foreground [overflow-wrap:anywhere]">
                        {item.detail}
                      </p>
                    </div>
                    <div className="flex items-center gap-3">
                      {item.amount !== null ? (
                        <span className="text-sm font-semibold tabular-nums">
                          {formatFcfa(item.amount)}
                        </span>
                      ) : null}
                      <Link
                        to={item.href}
                        className="inline-flex items-center gap-1 rounded-sm text-sm font-semibold text-primary underline-offset-4 hover:underline"
                      >
                        {item.action}
                        <span className="sr-only">{`\u00a0: ${item.title}`}</span>
                        <ArrowRight aria-hidden="true" className="size-4" />
                      </Link>
                    </div>
                  </li>
                ))}
              </ul>
              {section.count > section.items.length ? (
                <Link
                  to={section.all}
                  className="mt-2 inline-flex text-sm font-semibold text-primary underline underline-offset-4 hover:no-underline"
                >
                  {`Tout voir (${section.count})`}
                </Link>
              ) : null}
            </section>
          ))}
        </div>
      )}
    </section>
  );
}
