document.addEventListener("click", (event) => {
  if (event.button !== 0 || event.metaKey || event.ctrlKey || event.shiftKey || event.altKey) return;
  const link = event.target instanceof Element ? event.target.closest("a[data-embed]") : null;
  if (!link || !link.parentElement) return;
  event.preventDefault();
  const frame = document.createElement("iframe");
  frame.src = link.dataset.embed;
  frame.title = link.dataset.title;
  frame.className = link.dataset.frameClass;
  frame.allow = "autoplay; encrypted-media; picture-in-picture; fullscreen";
  frame.allowFullscreen = true;
  frame.referrerPolicy = "strict-origin-when-cross-origin";
  link.parentElement.replaceWith(frame);
  frame.focus();
});
