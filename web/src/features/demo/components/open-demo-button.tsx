import { useState } from 'react';
import { useNavigate } from 'react-router';
import { ArrowRight } from 'lucide-react';
import { Button } from '@/components/ui/button';
import { FormError } from '@/components/ui/form-error';
import { Spinner } from '@/components/ui/spinner';
import { paths } from '@/config/paths';
import { getErrorDetail } from '@/lib/api-client';
import { startDemoSession } from '../api/start-demo-session';

/** 'Open the demo': signs into the demo workspace and goes to its dashboard. */
export function OpenDemoButton() {
  const navigate = useNavigate();
  const [isOpening, setIsOpening] = useState(false);
  const [error, setError] = useState<string | null>(null);

  async function openDemo() {
    setError(null);
    setIsOpening(true);
    try {
      await startDemoSession();
    } catch (caught) {
      setError(getErrorDetail(caught) ?? 'The demo could not be opened. Please try again in a moment.');
      setIsOpening(false);
      return;
    }
    await navigate(paths.app.dashboard.getHref());
  }

  return (
    <div className="space-y-3">
      <Button size="lg" onClick={openDemo} disabled={isOpening}>
        {isOpening ? <Spinner /> : <ArrowRight className="size-4" aria-hidden />}
        Open the demo
      </Button>
      <FormError message={error} />
    </div>
  );
}
