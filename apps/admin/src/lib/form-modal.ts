import type { ModalProps } from 'antd';

const FIELD = 'input:not([type=hidden], [type=file], [tabindex="-1"], :disabled), textarea:not(:disabled)';

/**
 * Props of every modal that holds a form: it opens at once, with focus on its first field.
 *
 * Why not antd's opening animation with `autoFocus`: when the animation ends antd focuses the
 * dialog box unless focus is inside, and an end that landed while focus was moving between fields
 * (a Tab in the first ~300 ms on a slow machine) took focus from the field being tabbed to. Without
 * the animation antd settles focus (on the close button) right after opening; this then moves it
 * to the first field, before anyone can type.
 */
export const formModalProps = {
  destroyOnHidden: true,
  transitionName: '',
  maskTransitionName: '',
  afterOpenChange(open: boolean) {
    const active = document.activeElement;
    const box = active?.closest('[role=dialog]');
    if (!open || !box || active?.matches(FIELD)) return;
    box.querySelector<HTMLElement>(FIELD)?.focus();
  },
} as const satisfies ModalProps;
