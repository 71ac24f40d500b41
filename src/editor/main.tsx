document.body.dataset.editor = 'placeholder'; // replaced by the editor app (branch editor-app)
