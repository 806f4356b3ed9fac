import { createContext, useCallback, useContext, useRef, useState, type ReactNode } from 'react';
import { Icon } from '@/components/icon';
import { useTranslation } from 'react-i18next';

export type ToastKind = 'info' | 'success' | 'error';
interface ToastItem {
  id: number;
  kind: ToastKind;
  text: string;
  flow: string | undefined;
}
/**
 * Shows a toast. Toasts of one `flow` (a form's sending → sent or failed) replace each other, so a
 * person sees one answer per flow; toasts without a flow stand beside each other (the last three).
 */
type ShowToast = (kind: ToastKind, text: string, flow?: string) => void;

const ToastContext = createContext<ShowToast | null>(null);
const TOAST_MS = 6000;

/**
 * Toasts in two live regions that exist from the first render (so screen readers pick up what is
 * added): info and success are polite (role=status), errors are assertive (role=alert).
 */
export function ToastProvider({ children }: { children: ReactNode }) {
  const { t } = useTranslation();
  const [toasts, setToasts] = useState<ToastItem[]>([]);
  const nextId = useRef(1);

  const dismiss = useCallback((id: number) => setToasts((all) => all.filter((toast) => toast.id !== id)), []);
  const show = useCallback<ShowToast>(
    (kind, text, flow) => {
      const id = nextId.current++;
      setToasts((all) => {
        const others = flow === undefined ? all : all.filter((toast) => toast.flow !== flow);
        return [...others.slice(-2), { id, kind, text, flow }];
      });
      window.setTimeout(() => dismiss(id), TOAST_MS);
    },
    [dismiss],
  );

  const render = (filter: (kind: ToastKind) => boolean) =>
    toasts
      .filter((toast) => filter(toast.kind))
      .map((toast) => (
        <div key={toast.id} className={`toast toast-${toast.kind}`} data-kind={toast.kind}>
          <span className="toast-text">{toast.text}</span>
          <button type="button" className="toast-close" onClick={() => dismiss(toast.id)} aria-label={t('toast.close')}>
            <Icon name="close" size={16} />
          </button>
        </div>
      ));

  return (
    <ToastContext.Provider value={show}>
      {children}
      <section className="toasts" aria-label={t('toast.region')}>
        <div role="status" aria-live="polite" className="toast-stack">
          {render((kind) => kind !== 'error')}
        </div>
        <div role="alert" aria-live="assertive" className="toast-stack">
          {render((kind) => kind === 'error')}
        </div>
      </section>
    </ToastContext.Provider>
  );
}

export function useToast(): ShowToast {
  const show = useContext(ToastContext);
  if (show === null) throw new Error('useToast() must be used inside <ToastProvider>.');
  return show;
}
