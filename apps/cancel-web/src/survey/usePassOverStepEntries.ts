import { useEffect, useRef } from 'react';
import { useLocation, useNavigate } from 'react-router-dom';

/**
 * Once the survey is over (sent, or ended by an accepted offer), each of its steps' history entries
 * (useStepHistory) shows the same screen: the browser's Back and Forward pass over them, in the
 * direction they were going, instead of staying on it for as many presses as the survey had steps.
 * Back leaves the survey at once, for the page before it (or the site before the app). Used by the
 * screens that end it (check-your-email, the accepted offer), which load apart from step 1.
 */
export function usePassOverStepEntries() {
  const location = useLocation();
  const navigate = useNavigate();
  // react-router's position of the entry in the tab's history: which way the customer went.
  const position = useRef<number | undefined>(undefined);
  useEffect(() => {
    const now = (window.history.state as { idx?: unknown } | null)?.idx;
    const before = position.current;
    position.current = typeof now === 'number' ? now : undefined;
    const stepEntry = (location.state as { surveyStep?: unknown } | null)?.surveyStep !== undefined;
    if (!stepEntry || typeof now !== 'number' || before === undefined || now === before) return;
    void navigate(now < before ? -1 : 1);
  }, [location, navigate]);
}
