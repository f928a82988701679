import { memo, type ComponentType, type FunctionComponent } from 'react';

/** Renders per component name, filled by the module wrappers below. */
export const renderCounts = new Map<string, number>();

type AnyProps = Record<string, unknown>;
interface MemoLike {
  $$typeof: symbol;
  type: FunctionComponent<AnyProps>;
  compare: ((a: AnyProps, b: AnyProps) => boolean) | null;
}

/**
 * Wraps a component module's default export so each render of the component is counted. The
 * wrapper *is* the component (it calls the real function during its own render, so the hooks are
 * the same), and a memo() component stays memo() with the same comparison.
 */
export function countRenders<M extends { default: unknown }>(name: string, actual: M): M {
  const bump = () => renderCounts.set(name, (renderCounts.get(name) ?? 0) + 1);
  const component = actual.default as FunctionComponent<AnyProps> | MemoLike;
  let wrapped: ComponentType<AnyProps>;
  if (typeof component === 'object' && component.$$typeof === Symbol.for('react.memo')) {
    const inner = component.type;
    wrapped = memo(function Counted(props: AnyProps) {
      bump();
      return inner(props);
    }, component.compare ?? undefined);
  } else {
    const fn = component as FunctionComponent<AnyProps>;
    wrapped = function Counted(props: AnyProps) {
      bump();
      return fn(props);
    };
  }
  return { ...actual, __esModule: true, default: wrapped };
}
