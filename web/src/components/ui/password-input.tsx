import { useState, type ComponentProps } from 'react';
import { Eye, EyeOff } from 'lucide-react';
import { cn } from '@/lib/cn';
import { inputClasses } from './input';

/** A password field with a show/hide toggle (docs/product.md#sign-in). Label it from outside with `id`. */
export function PasswordInput({ className, ...props }: Omit<ComponentProps<'input'>, 'type'>) {
  const [isVisible, setIsVisible] = useState(false);
  const Icon = isVisible ? EyeOff : Eye;
  return (
    <div className="relative">
      <input
        type={isVisible ? 'text' : 'password'}
        className={cn(inputClasses, 'pr-10', className)}
        {...props}
      />
      <button
        type="button"
        onClick={() => setIsVisible((visible) => !visible)}
        aria-label={isVisible ? 'Hide password' : 'Show password'}
        aria-controls={props.id}
        className="absolute inset-y-0 right-0 flex w-10 cursor-pointer items-center justify-center rounded-r-lg text-slate-400 hover:text-slate-600 focus-visible:outline-2 focus-visible:outline-indigo-600"
      >
        <Icon className="size-4" aria-hidden />
      </button>
    </div>
  );
}
