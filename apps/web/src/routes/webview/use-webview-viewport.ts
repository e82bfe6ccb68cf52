import { useEffect } from 'react';

const WEBVIEW_CLASS = 'wf-webview';

/**
 * In webview mode the page runs edge to edge (`viewport-fit=cover`) and keeps its content inside
 * the phone's safe areas (`env(safe-area-inset-*)`, webview.css); the class on the root turns that
 * on. A browser tab keeps the usual viewport.
 */
export function useWebviewViewport(isWebview: boolean): void {
  useEffect(() => {
    if (!isWebview) return;
    document.documentElement.classList.add(WEBVIEW_CLASS);
    const meta = document.querySelector<HTMLMetaElement>('meta[name="viewport"]');
    if (meta && !meta.content.includes('viewport-fit')) {
      meta.content = `${meta.content}, viewport-fit=cover`;
    }
  }, [isWebview]);
}
