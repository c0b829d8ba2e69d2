"use client";

import { useEffect, useReducer, useRef, useState, type ReactNode } from "react";
import type { FieldValues } from "react-hook-form";
import { plainBinder, plainControl, type FormBinder, type FormProps, type LiveHandle } from "./binder";
import type { ActionFormOptions } from "./use-action-form";

export type DeferredFormProps<Input extends FieldValues, Output extends FieldValues, Data> = {
  options: ActionFormOptions<Input, Output, Data>;
  /** The form's markup, written once with the field kit and bound through `bind`. */
  render: (bind: FormBinder) => ReactNode;
  formProps?: FormProps;
};

type Live = typeof import("./live-form").LiveForm;
let loading: Promise<Live> | null = null;
const loadLive = () => (loading ??= import("./live-form").then((m) => m.LiveForm));

/**
 * A public form that costs its page nothing until it is used: the server renders its markup as
 * plain controls (the same field kit), and react-hook-form, useActionForm and the schema load when
 * the visitor first focuses or taps it, then bind the same controls in place: nothing is
 * re-rendered, so what was typed, the focus and the caret stay (a submit made meanwhile is sent
 * once the form is live).
 */
export function DeferredForm<Input extends FieldValues, Output extends FieldValues, Data>({
  options,
  render,
  formProps,
}: DeferredFormProps<Input, Output, Data>) {
  const [driver, setDriver] = useState<{ Live: Live } | null>(null);
  const [live, setLive] = useState<LiveHandle | null>(null);
  const [, changed] = useReducer((n: number) => n + 1, 0);
  const submitWhenLive = useRef(false);
  const defaults = options.defaultValues as FieldValues;

  // A submit made while the form was loading goes once its controls are bound.
  useEffect(() => {
    if (!live || !submitWhenLive.current) return;
    submitWhenLive.current = false;
    void live.submit();
  }, [live]);

  const wake = () => {
    if (driver) return;
    void loadLive().then((Live) => setDriver((current) => current ?? { Live }));
  };
  const bind: FormBinder = live
    ? {
        control: (name, value) => ({ ...plainControl(defaults, name, value), ...live.register(name) }),
        error: live.error,
        submitting: live.submitting(),
      }
    : plainBinder(defaults);

  return (
    <>
      <form
        method="post"
        noValidate
        {...formProps}
        onFocus={wake}
        onPointerDown={wake}
        onSubmit={(event) => {
          event.preventDefault();
          if (live) return void live.submit();
          submitWhenLive.current = true;
          wake();
        }}
      >
        {render(bind)}
      </form>
      {driver ? <driver.Live options={options} onReady={setLive} onChange={changed} /> : null}
    </>
  );
}
